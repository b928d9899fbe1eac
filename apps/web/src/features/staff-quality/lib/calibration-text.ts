import { formatCount, formatDateTime } from '@gabarito/core'
import type { QualityQueue } from '@gabarito/core/contract'

/**
 * The quality screen's line about the estimated score's calibration (issue 47): when it ran, how many of the course's
 * questions it calibrated and why the others were not, in the order the staff can act on them.
 */
export function calibrationText({
  calibrada_em: at,
  calibracao: c,
}: Pick<QualityQueue, 'calibrada_em' | 'calibracao'>) {
  if (at === null) return 'A calibração da nota estimada ainda não rodou neste curso.'
  const parts = [
    `Calibração da nota estimada em ${formatDateTime(at)}: ${formatCount(c.calibradas, 'questão calibrada', 'questões calibradas')}.`,
  ]
  if (c.poucas_respostas > 0)
    parts.push(
      `${formatCount(c.poucas_respostas, 'questão sem calibração', 'questões sem calibração')} por ter menos de ${c.minimo} primeiras respostas.`,
    )
  if (c.anuladas > 0)
    parts.push(
      `${formatCount(c.anuladas, 'anulada', 'anuladas')}, que não se ${c.anuladas === 1 ? 'calibra' : 'calibram'}.`,
    )
  return parts.join(' ')
}
