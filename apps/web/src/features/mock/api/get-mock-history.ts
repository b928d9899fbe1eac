import { API } from '@gabarito/core'
import type { MockHistoryRow } from '@gabarito/core/contract'
import { type DataTableFetcher, getDataTable } from '@/components/data-table/data-table-query'
import { mockKey } from '@/lib/api/query-keys'

export type { MockHistoryRow } from '@gabarito/core/contract'

export function mockHistoryQueryKey(courseId: number) {
  return [...mockKey(courseId), 'historico'] as const
}

/** The mocks of the course the caller answered, newest first (DataTables by GET). */
export function mockHistoryFetcher(courseId: number): DataTableFetcher<MockHistoryRow> {
  return getDataTable<MockHistoryRow>(API.mock.history({ moduleId: courseId }))
}
