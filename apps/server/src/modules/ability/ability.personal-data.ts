import type { PersonalData } from '../../lib/personal-data.ts'

/** The person's ability estimates and their history (decision 0062). */
export const abilityPersonalData: PersonalData = {
  module: 'ability',
  columns: [
    { table: 'ability_estimates', column: 'user_id', erasure: 'deleted', field: 'habilidade' },
    { table: 'ability_history', column: 'user_id', erasure: 'deleted', field: 'habilidade_por_semana' },
  ],
  exports: [],
}
