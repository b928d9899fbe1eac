import { examDates as d } from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { personRows } from '../../lib/personal-data.ts'
import { deleteExamDaysOf } from './review.repo.ts'

/** The person's exam dates (decision 0062); their review cards are progress rows (aggregates). */
export const reviewPersonalData: PersonalData = {
  module: 'review',
  columns: [{ table: 'exam_dates', column: 'user_id', erasure: 'deleted', field: 'datas_de_prova' }],
  erase: (tx, person) => deleteExamDaysOf(tx, person.id),
  exports: [
    {
      field: 'datas_de_prova',
      read: personRows(d, d.userId, { modulo_id: d.courseId, data: d.day, atualizada_em: d.updatedAt }, [
        d.courseId,
      ]),
    },
  ],
}
