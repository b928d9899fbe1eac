import type { PersonalData } from '../../lib/personal-data.ts'

/** Where the person is in each subject's practice (decision 0062). */
export const questionsPersonalData: PersonalData = {
  module: 'questions',
  columns: [
    { table: 'practice_positions', column: 'user_id', erasure: 'deleted', field: 'posicoes_de_pratica' },
  ],
  exports: [],
}
