import { API } from '@gabarito/core'
import type { MyCommentRow } from '@gabarito/core/contract'
import { type DataTableFetcher, getDataTable } from '@/components/data-table/data-table-query'

export type { MyCommentRow } from '@gabarito/core/contract'

export const myCommentsQueryKey = ['perfil', 'comentarios'] as const

/** The caller's comments with the team's replies, newest first (DataTables by GET). */
export const myCommentsFetcher: DataTableFetcher<MyCommentRow> = getDataTable<MyCommentRow>(
  API.profile.comments(),
)
