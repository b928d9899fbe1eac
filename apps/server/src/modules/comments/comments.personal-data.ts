import type { PersonalData } from '../../lib/personal-data.ts'
import { staffActColumn } from '../../lib/personal-data.ts'

/** The person's comments to the staff (decisions 0026 and 0062). */
export const commentsPersonalData: PersonalData = {
  module: 'comments',
  columns: [
    {
      table: 'comments',
      column: 'user_id',
      erasure: 'blanked',
      why: 'the text is replaced; the row keeps the question’s comment counts and the staff’s reply in place',
      field: 'comentarios',
    },
    staffActColumn('comments', 'replied_by'),
  ],
  exports: [],
}
