import type { DataTableQuery } from '@/components/data-table/data-table-query'

/** The caderno de erros' sortable columns as the server numbers them: 0, 1, 2 (its `order[i][column]`). */
export const MISTAKE_SORT_COLUMNS = ['proxima_revisao', 'erros', 'ultima_resposta_em'] as const

/**
 * The table's query with its columns in the server's order (the sortable ones first, as numbered above), the sort
 * pointing at them: the screen shows the columns in another order than the server counts them.
 */
export function mistakesServerQuery(query: DataTableQuery): DataTableQuery {
  const first = MISTAKE_SORT_COLUMNS.map(
    (data) =>
      query.columns.find((column) => column.data === data) ?? {
        data,
        name: data,
        searchable: false,
        orderable: true,
      },
  )
  const sortable: readonly string[] = MISTAKE_SORT_COLUMNS
  const columns = [...first, ...query.columns.filter((column) => !sortable.includes(column.data))]
  const order = query.order.flatMap((sort) => {
    const data = query.columns[sort.column]?.data
    const column = columns.findIndex((c) => c.data === data)
    return column >= 0 && column < MISTAKE_SORT_COLUMNS.length ? [{ column, dir: sort.dir }] : []
  })
  return { ...query, columns, order }
}
