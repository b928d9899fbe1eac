import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { plansOfUser } from '../access/access.service.ts'
import type { UserPlan } from './profile.schemas.ts'

export async function myPlans(deps: Deps, caller: Caller): Promise<UserPlan[]> {
  const rows = await plansOfUser(deps, caller.id)
  return rows.map((row) => ({
    id: row.id,
    nome: row.name,
    curso:
      row.courseId !== null && row.courseName !== null ? { id: row.courseId, nome: row.courseName } : null,
    pivot: { data_fim: row.endsAt.toISOString() },
  }))
}
