import type { PersonalData } from '../../lib/personal-data.ts'

/** The person's cadernos and their questions (decision 0062). */
export const notebooksPersonalData: PersonalData = {
  module: 'notebooks',
  columns: [{ table: 'notebooks', column: 'user_id', erasure: 'deleted', field: 'cadernos' }],
  exports: [],
}
