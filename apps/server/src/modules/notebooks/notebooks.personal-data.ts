import type { PersonalData } from '../../lib/personal-data.ts'
import { deleteNotebooksOf, notebooksOf } from './notebooks.repo.ts'

/** The person's cadernos and their questions (decision 0062). */
export const notebooksPersonalData: PersonalData = {
  module: 'notebooks',
  columns: [{ table: 'notebooks', column: 'user_id', erasure: 'deleted', field: 'cadernos' }],
  erase: (tx, person) => deleteNotebooksOf(tx, person.id),
  exports: [
    {
      field: 'cadernos',
      read: async (db, userId) =>
        (await notebooksOf(db, userId)).map((n) => ({
          id: n.id,
          modulo_id: n.courseId,
          nome: n.name,
          filtro: n.filter,
          perguntas: n.filter === null ? n.questionIds : null,
          criado_em: n.createdAt.toISOString(),
          atualizado_em: n.updatedAt.toISOString(),
        })),
    },
  ],
}
