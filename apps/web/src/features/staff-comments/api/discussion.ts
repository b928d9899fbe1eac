import type { DiscussionModeration } from '@gabarito/core/contract'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { DISCUSSION_QUEUE_PATH } from '@/lib/api/staff/team-comment'

export { DISCUSSION_QUEUE_PATH }

export type DiscussionAction = 'aprovar' | 'ocultar' | 'fixar' | 'desafixar'

/** Approves, hides, pins or unpins a comment; the queue reads afresh. */
export async function moderateDiscussion(id: number, action: DiscussionAction) {
  await adminApi.post<DiscussionModeration>(`/discussao/${id}/${action}`)
  await invalidateStaffTables(DISCUSSION_QUEUE_PATH)
}

/** Blocks the author from commenting in discussions, or lets them again; the queue reads afresh. */
export async function setAuthorBlocked(userId: number, blocked: boolean) {
  await adminApi.post(`/discussao/usuarios/${userId}/${blocked ? 'bloquear' : 'desbloquear'}`)
  await invalidateStaffTables(DISCUSSION_QUEUE_PATH)
}
