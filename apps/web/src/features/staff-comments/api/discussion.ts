import { STAFF_API } from '@gabarito/core'
import type { DiscussionModeration } from '@gabarito/core/contract'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { DISCUSSION_QUEUE_PATH } from '@/lib/api/staff/team-comment'

export { DISCUSSION_QUEUE_PATH }

const ACTION_ROUTES = {
  aprovar: STAFF_API.discussion.approve,
  ocultar: STAFF_API.discussion.hide,
  fixar: STAFF_API.discussion.pin,
  desafixar: STAFF_API.discussion.unpin,
}

export type DiscussionAction = keyof typeof ACTION_ROUTES

/** Approves, hides, pins or unpins a comment; the queue reads afresh. */
export async function moderateDiscussion(id: number, action: DiscussionAction) {
  await adminApi.post<DiscussionModeration>(ACTION_ROUTES[action]({ id }))
  await invalidateStaffTables(DISCUSSION_QUEUE_PATH)
}

/** Blocks the author from commenting in discussions, or lets them again; the queue reads afresh. */
export async function setAuthorBlocked(userId: number, blocked: boolean) {
  await adminApi.post(
    (blocked ? STAFF_API.discussion.blockUser : STAFF_API.discussion.unblockUser)({ userId }),
  )
  await invalidateStaffTables(DISCUSSION_QUEUE_PATH)
}
