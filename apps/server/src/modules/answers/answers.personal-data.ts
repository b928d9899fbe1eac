import { freeAnswerDays as f } from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { inBatches, personRows } from '../../lib/personal-data.ts'
import { answersAfter, deleteFreeAnswerDaysOf } from './answers-export.repo.ts'

/** Answers read per query while the export streams: a student may have hundreds of thousands. */
export const ANSWER_BATCH = 2000

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
  erase: (tx, person) => deleteFreeAnswerDaysOf(tx, person.id),
  exports: [
    {
      field: 'respostas_gratis_por_dia',
      read: personRows(f, f.userId, { modulo_id: f.courseId, dia: f.day, usadas: f.used }, [
        f.day,
        f.courseId,
      ]),
    },
    {
      field: 'respostas',
      async *batches(db, userId) {
        const read = (after?: { id: number }) => answersAfter(db, userId, after?.id ?? 0, ANSWER_BATCH)
        for await (const batch of inBatches(read, ANSWER_BATCH))
          yield batch.map((a) => ({
            id: a.id,
            pergunta_id: a.questionId,
            alternativa_id: a.alternativeId,
            correta: a.correct,
            tipo: a.kind,
            modulo_id: a.courseId,
            disciplina_id: a.subjectId,
            referencia_id: a.referenceId,
            respondida_em: a.answeredAt.toISOString(),
          }))
      },
    },
  ],
}
