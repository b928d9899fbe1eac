import { sql } from 'drizzle-orm'
import { practicePositions as p } from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { personRows } from '../../lib/personal-data.ts'
import { deletePositionsOf } from './practice-position.repo.ts'

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
      read: personRows(
        p,
        p.userId,
        {
          disciplina_id: p.subjectId,
          // 0 is the whole subject (decision 0044).
          assunto_id: sql<number | null>`nullif(${p.topicId}, 0)`,
          perguntas_pendentes: p.pending,
          atualizado_em: p.updatedAt,
        },
        [p.subjectId, p.topicId],
      ),
    },
  ],
}
