import { UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { listUserPlans } from './access.repo.ts'
import { deletePlansOf } from './plan-grants.repo.ts'

/** The person's plans (decision 0062). */
export const accessPersonalData: PersonalData = {
  module: 'access',
  columns: [{ table: 'user_plans', column: 'user_id', erasure: 'deleted', field: 'planos' }],
  erase: (tx, person) => deletePlansOf(tx, person.id),
  exports: [
    {
      field: 'planos',
      read: async (db, userId) =>
        (await listUserPlans(db, userId)).map((p) => ({
          nome: p.name,
          modulo_id: p.courseId ?? UNLIMITED_PLAN_ID,
          data_fim: p.endsAt.toISOString(),
        })),
    },
  ],
}
