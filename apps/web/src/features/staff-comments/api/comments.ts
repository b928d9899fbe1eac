import { STAFF_API } from '@gabarito/core'
import type { StaffCommentDetail, StaffCommentRow } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { queryClient } from '@/lib/query-client'

/** The staff comment table's route (`GET /api/v1/admin/comentarios`, DataTables). */
export const COMMENTS_PATH = STAFF_API.comments.list()

const commentKey = (id: number) => ['admin', 'comentario', id] as const

/** The comment with its question and the question's other comments, read afresh on every visit. */
export function useStaffComment(id: number) {
  return useQuery({
    queryKey: commentKey(id),
    queryFn: ({ signal }) => adminApi.get<StaffCommentDetail>(STAFF_API.comments.one({ id }), { signal }),
    enabled: Number.isInteger(id) && id > 0,
    gcTime: 0,
  })
}

/**
 * A reply (plain text; makes it Respondida unless a status is sent too), a status, or both; the comment and the
 * comments' table are read again.
 */
export async function moderateComment(id: number, body: { status?: string; resposta?: string }) {
  await adminApi.patch<StaffCommentRow>(STAFF_API.comments.one({ id }), body)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: commentKey(id) }),
    invalidateStaffTables(COMMENTS_PATH),
  ])
}
