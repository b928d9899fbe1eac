import type { StaffCommentDetail, StaffCommentRow } from '@gabarito/core/contract'
import { adminApi } from '@/lib/api/staff/admin-api'

/** The staff comment table's route (`GET /api/v1/admin/comentarios`, DataTables). */
export const COMMENTS_PATH = '/comentarios'

export const commentKey = (id: number) => ['admin', 'comentario', id] as const

export const getComment = (id: number, signal?: AbortSignal) =>
  adminApi.get<StaffCommentDetail>(`${COMMENTS_PATH}/${id}`, { signal })

/** A reply (plain text; makes it Respondida unless a status is sent too), a status, or both. */
export const moderateComment = (id: number, body: { status?: string; resposta?: string }) =>
  adminApi.patch<StaffCommentRow>(`${COMMENTS_PATH}/${id}`, body)
