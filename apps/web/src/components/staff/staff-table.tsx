import { DataTable, type DataTableProps } from '@/components/data-table/data-table'
import { type DataTablePage, dataTableSearchParams } from '@/components/data-table/data-table-query'
import { withQuery } from '@/lib/api/staff/admin-api'
import { staffTableKey } from '@/lib/api/staff/staff-table'
import { api } from '@/lib/api-client'

export type { DataTableColumn } from '@/components/data-table/data-table'

type Params = Record<string, string | number | boolean | null | undefined>

export interface StaffTableProps<Row> extends Omit<DataTableProps<Row>, 'fetcher' | 'queryKey'> {
  /** The list's path, from core's `STAFF_API`, e.g. `STAFF_API.questions.list()` (DataTables protocol). */
  path: string
  /** Filters sent beside the table's own parameters (`modulo_id`, `status`…); empty ones are left out. */
  params?: Params
  /** 'GET' (default: the query in the URL, as the audit log) or 'POST' (the query as JSON, params merged in). */
  method?: 'GET' | 'POST'
}

/**
 * A staff list fed by the server page by page (the app's DataTable: search, sort by the headers, the SPEC's
 * page sizes 12…Todos, cards on a phone). Changing `params` reloads the list.
 */
export function StaffTable<Row>({ path, params = {}, method = 'GET', ...props }: StaffTableProps<Row>) {
  const fetcher = (query: Parameters<DataTableProps<Row>['fetcher']>[0], signal?: AbortSignal) => {
    if (method === 'POST') {
      const body = {
        ...query,
        ...Object.fromEntries(Object.entries(params).filter(([, v]) => v != null && v !== '')),
      }
      return api.post<DataTablePage<Row>>(path, body, { auth: true, signal })
    }
    const url = withQuery(path, params)
    const separator = url.includes('?') ? '&' : '?'
    return api.get<DataTablePage<Row>>(`${url}${separator}${dataTableSearchParams(query).toString()}`, {
      auth: true,
      signal,
    })
  }
  return <DataTable<Row> {...props} queryKey={[...staffTableKey(path), params]} fetcher={fetcher} />
}
