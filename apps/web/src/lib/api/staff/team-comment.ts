import { STAFF_API } from '@gabarito/core'
import type { DiscussionQueueRow } from '@gabarito/core/contract'
import { adminApi } from './admin-api'
import { invalidateStaffTables } from './staff-table'

/** The discussion's moderation queue (`GET /api/v1/admin/discussao/fila`, DataTables). */
export const DISCUSSION_QUEUE_PATH = STAFF_API.discussion.queue()

/**
 * Writes the team's comment under a question (issue 47, decision 0067); the queue reads afresh wherever it is next
 * shown (the question's editor writes it too).
 */
export async function writeTeamComment(questionId: number, texto: string): Promise<DiscussionQueueRow> {
  const row = await adminApi.post<DiscussionQueueRow>(STAFF_API.discussion.teamComment({ id: questionId }), {
    texto,
  })
  await invalidateStaffTables(DISCUSSION_QUEUE_PATH)
  return row
}
