import { formatPercent, QUALITY_REASON_LABELS, type QualityReason } from '@gabarito/core'
import { Badge, Group } from '@mantine/core'

const COLORS: Record<QualityReason, string> = {
  gabarito_suspeito: 'red',
  facilidade_extrema: 'orange',
  comentarios: 'blue',
  parametros_extremos: 'grape',
}

/** The quality queue's reasons as pt-BR badges ("Gabarito suspeito", "Facilidade extrema", "Comentários"). */
export function ReasonBadges({ reasons }: { reasons: readonly QualityReason[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {reasons.map((reason) => (
        <Badge key={reason} color={COLORS[reason]} variant="light" tt="none" data-testid={`motivo-${reason}`}>
          {QUALITY_REASON_LABELS[reason]}
        </Badge>
      ))}
    </Group>
  )
}

/** A share (0..1) as "66,7%"; a dash when there is none. */
export const shareText = (value: number | null) => (value === null ? '—' : formatPercent(value * 100))

/** A correlation, an index or an item parameter as "0,42" (two decimals); a dash when there is none. */
export const indexText = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
