import type { PersonalData } from '../../lib/personal-data.ts'

/** The person's exam dates (decision 0062); their review cards are progress rows (aggregates). */
export const reviewPersonalData: PersonalData = {
  module: 'review',
  columns: [{ table: 'exam_dates', column: 'user_id', erasure: 'deleted', field: 'datas_de_prova' }],
  exports: [],
}
