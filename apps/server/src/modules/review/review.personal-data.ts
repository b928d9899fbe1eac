import type { PersonalData } from '../../lib/personal-data.ts'
import { deleteExamDaysOf, examDaysOf } from './review.repo.ts'

/** The person's exam dates (decision 0062); their review cards are progress rows (aggregates). */
export const reviewPersonalData: PersonalData = {
  module: 'review',
  columns: [{ table: 'exam_dates', column: 'user_id', erasure: 'deleted', field: 'datas_de_prova' }],
  erase: (tx, person) => deleteExamDaysOf(tx, person.id),
  exports: [
    {
      field: 'datas_de_prova',
      read: async (db, userId) =>
        (await examDaysOf(db, userId)).map((d) => ({
          modulo_id: d.courseId,
          data: d.day,
          atualizada_em: d.updatedAt.toISOString(),
        })),
    },
  ],
}
