import type { PersonalData } from '../../lib/personal-data.ts'
import { staffActColumn } from '../../lib/personal-data.ts'

/** The audit log names the staff member who acted, never the student acted on (decisions 0016, 0026, 0062). */
export const auditPersonalData: PersonalData = {
  module: 'audit',
  columns: [
    staffActColumn(
      'audit_log',
      'actor_id',
      'the record of what the staff did, with the actor’s name copied: kept whole, it is what accounts for them',
    ),
  ],
  exports: [],
}
