import { STAFF_API } from '@gabarito/core'
import type { RoleBody, StaffUser } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { queryClient } from '@/lib/query-client'
import type { StaffRole } from '@/lib/staff'

/** The users' table and the deletion requests' table under /api/v1/admin (their StaffTable keys too). */
export const USERS_PATH = STAFF_API.users.list()
export const DELETIONS_PATH = STAFF_API.deletions.list()

/** The unlimited subscription's id among the courses (as payments use it). */
export const UNLIMITED_ID = 1

const userKey = (id: number) => ['admin', 'usuario', id] as const

export function useStaffUser(id: number) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => adminApi.get<StaffUser>(STAFF_API.users.one({ id }), { signal }),
    refetchOnMount: 'always',
  })
}

export interface GrantFields {
  modulo_id: number | null
  meses: number | ''
  motivo: string
}

interface PlanChange {
  plano_id: number
  modulo_id: number
  data_fim: string
}

export const grantPlan = (id: number, body: GrantFields) =>
  adminApi.post<PlanChange>(STAFF_API.users.grantPlan({ id }), body)
export const revokePlan = (id: number, moduloId: number) =>
  adminApi.post<PlanChange>(STAFF_API.users.revokePlan({ id, moduloId }))
export const setRole = (id: number, perfil: StaffRole, ativo: boolean) =>
  adminApi.put<{ perfis: string[] }>(STAFF_API.users.roles({ id }), { perfil, ativo } satisfies RoleBody)
export const setBlocked = (id: number, blocked: boolean) =>
  adminApi.post<{ bloqueado_em: string | null }>(
    (blocked ? STAFF_API.users.block : STAFF_API.users.unblock)({ id }),
  )
export const sendPasswordReset = (id: number) =>
  adminApi.post<{ message: string }>(STAFF_API.users.resetPassword({ id }))

/** Erases a user's personal data on request (LGPD); the requests' and the users' tables are read again. */
export async function carryOutDeletion(requestId: number) {
  const result = await adminApi.post<{ message: string }>(STAFF_API.deletions.execute({ id: requestId }))
  await invalidateStaffTables(DELETIONS_PATH)
  await invalidateStaffTables(USERS_PATH)
  return result
}

/** After a change on the user's screen: the user and the users' table are read again. */
export function reloadStaffUser(id: number) {
  void queryClient.invalidateQueries({ queryKey: userKey(id) })
  void invalidateStaffTables(USERS_PATH)
}
