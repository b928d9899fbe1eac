import { formatCount, formatNumber, formatPercent } from '@gabarito/core'

/** "45 s", "2 min 10 s", "1 min 05 s": a time on screen, to the second. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  if (seconds < 60) return `${seconds} s`
  const rest = seconds % 60
  return `${formatNumber(Math.floor(seconds / 60))} min ${String(rest).padStart(2, '0')} s`
}

/**
 * "Você levou 2 min 10 s · mediana dos participantes 1 min 05 s"; a time the server lacks is left out, and with
 * neither there is nothing to say (null).
 */
export function timesText(own: number | null, median: number | null): string | null {
  const parts: string[] = []
  if (own !== null) parts.push(`Você levou ${formatDuration(own)}`)
  if (median !== null)
    parts.push(`${own === null ? 'Mediana' : 'mediana'} dos participantes ${formatDuration(median)}`)
  return parts.length > 0 ? parts.join(' · ') : null
}

/** "Acertaram: 66,7% dos participantes", under a question of the correction. */
export function rightShareText(percent: number): string {
  return `Acertaram: ${formatPercent(percent)} dos participantes`
}

/** "66,7% dos participantes acertaram", beside a question that cost points. */
export function costText(percent: number): string {
  return `${formatPercent(percent)} dos participantes acertaram`
}

/** "Você: 7 acertos · mediana dos participantes: 5,5", on a subject's card. */
export function subjectMedianText(hits: number, median: number): string {
  return `Você: ${formatCount(hits, 'acerto', 'acertos')} · mediana dos participantes: ${formatNumber(median)}`
}
