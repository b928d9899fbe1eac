import type { PersonalData } from '../../lib/personal-data.ts'
import { staffActColumn } from '../../lib/personal-data.ts'

/** The quality queue's dismissals (table review_dismissals) name the staff member who dismissed (decision 0062). */
export const itemStatsPersonalData: PersonalData = {
  module: 'item-stats',
  columns: [staffActColumn('review_dismissals', 'user_id')],
  exports: [],
}
