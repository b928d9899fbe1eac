import type { PersonalData } from '../../lib/personal-data.ts'

/** The person's plans (decision 0062). */
export const accessPersonalData: PersonalData = {
  module: 'access',
  columns: [{ table: 'user_plans', column: 'user_id', erasure: 'deleted', field: 'planos' }],
  exports: [],
}
