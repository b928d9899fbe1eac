import type { PersonalData } from '../../lib/personal-data.ts'
import { staffActColumn } from '../../lib/personal-data.ts'
import { paymentsOfUser } from './user-payments.service.ts'

/** The person's payments, which accounting law keeps (decisions 0026 and 0062). */
export const paymentsPersonalData: PersonalData = {
  module: 'payments',
  columns: [
    {
      table: 'payments',
      column: 'user_id',
      erasure: 'kept',
      why: 'accounting law requires keeping them (LGPD art. 16, I): amount, plan, dates and PSP ids',
      field: 'pagamentos',
    },
    staffActColumn(
      'payment_events',
      'actor_id',
      'the history of the payment: which staff member confirmed or refunded it, name copied, as the audit log',
    ),
  ],
  exports: [{ field: 'pagamentos', read: (db, userId) => paymentsOfUser({ db }, userId) }],
}
