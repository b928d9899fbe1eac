import { abilityHistory as h } from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { personRows } from '../../lib/personal-data.ts'
import { deleteAbilityOf, estimatesOf } from './ability.repo.ts'

/**
 * The person's ability estimates and their history (decision 0062): inferences about the person alone, deleted; the
 * calibration writes none for an erased account, whose answers still calibrate the items as they count elsewhere.
 */
export const abilityPersonalData: PersonalData = {
  module: 'ability',
  columns: [
    { table: 'ability_estimates', column: 'user_id', erasure: 'deleted', field: 'habilidade' },
    { table: 'ability_history', column: 'user_id', erasure: 'deleted', field: 'habilidade_por_semana' },
  ],
  erase: (tx, person) => deleteAbilityOf(tx, person.id),
  exports: [
    {
      field: 'habilidade',
      read: async (db, userId) =>
        (await estimatesOf(db, userId)).map((e) => ({
          modulo_id: e.courseId,
          itens: e.items,
          theta: e.theta,
          erro_padrao: e.standardError,
          posterior: e.posterior,
          ganhos_por_disciplina:
            e.subjectGains?.map((g) => ({ disciplina_id: g.subjectId, peso: g.weight })) ?? null,
          calculada_em: e.computedAt.toISOString(),
        })),
    },
    {
      field: 'habilidade_por_semana',
      read: personRows(
        h,
        h.userId,
        {
          modulo_id: h.courseId,
          semana: h.week,
          theta: h.theta,
          erro_padrao: h.standardError,
          itens: h.items,
          calculada_em: h.computedAt,
        },
        [h.courseId, h.week],
      ),
    },
  ],
}
