import { PAYMENT_STATUS, paymentStatusLabel } from '@gabarito/core'
import { Badge } from '@mantine/core'

const COLORS: Record<string, string> = {
  [PAYMENT_STATUS.created]: 'blue',
  [PAYMENT_STATUS.executed]: 'green',
  [PAYMENT_STATUS.expired]: 'gray',
  [PAYMENT_STATUS.refunded]: 'orange',
  [PAYMENT_STATUS.cancelled]: 'red',
}

/** A payment's status as staff read it ('Pago', 'Estornado'…). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="light"
      tt="none"
      styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } }}
      data-testid="situacao-pagamento"
    >
      {paymentStatusLabel(status)}
    </Badge>
  )
}
