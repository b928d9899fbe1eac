import type { PersonalData } from '../../lib/personal-data.ts'

/** The person's answers, kept anonymous (decision 0026), and their free answers per day (decision 0062). */
export const answersPersonalData: PersonalData = {
  module: 'answers',
  columns: [
    {
      table: 'answers',
      column: 'user_id',
      erasure: 'kept',
      why: 'rankings, the course’s figures, item statistics and the calibration count them (decision 0026)',
      field: 'respostas',
    },
    { table: 'free_answer_days', column: 'user_id', erasure: 'deleted', field: 'respostas_gratis_por_dia' },
  ],
  exports: [],
}
