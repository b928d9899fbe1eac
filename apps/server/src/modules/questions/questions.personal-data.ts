import type { PersonalData } from '../../lib/personal-data.ts'
import { deletePositionsOf, positionsOf } from './practice-position.repo.ts'

/** Where the person is in each subject's practice (decision 0062). */
export const questionsPersonalData: PersonalData = {
  module: 'questions',
  columns: [
    { table: 'practice_positions', column: 'user_id', erasure: 'deleted', field: 'posicoes_de_pratica' },
  ],
  erase: (tx, person) => deletePositionsOf(tx, person.id),
  exports: [
    {
      field: 'posicoes_de_pratica',
      read: async (db, userId) =>
        (await positionsOf(db, userId)).map((p) => ({
          disciplina_id: p.subjectId,
          assunto_id: p.topicId === 0 ? null : p.topicId,
          perguntas_pendentes: p.pending,
          atualizado_em: p.updatedAt.toISOString(),
        })),
    },
  ],
}
