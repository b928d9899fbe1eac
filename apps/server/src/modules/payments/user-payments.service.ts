import { formatMoney } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import { listUserPayments } from './payments.repo.ts'

/**
 * A user's payments, newest first, as the staff user page and the LGPD export both show them (callers check who
 * asks).
 */
export async function paymentsOfUser(deps: Pick<Deps, 'db'>, userId: number) {
  const rows = await listUserPayments(deps.db, userId)
  return rows.map((p) => ({
    id: p.id,
    plano: p.planName,
    meses: p.months,
    valor: formatMoney(p.amountCents),
    status: p.status,
    criado_em: p.createdAt.toISOString(),
    pago_em: p.paidAt ? p.paidAt.toISOString() : null,
  }))
}
