import { formatDate } from '@gabarito/core'
import { useMemo } from 'react'
import type { DataTableColumn } from '@/components/data-table/data-table'
import { ListPage } from '@/components/data-table/list-page'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { ViewLink } from '@/components/data-table/view-link'
import { useCurrentCourse } from '@/lib/current-course'
import { type MockHistoryRow, mockHistoryFetcher, mockHistoryQueryKey } from '../api/get-mock-history'

const columns: DataTableColumn<MockHistoryRow>[] = [
  { data: 'id', title: 'Identificador', width: 140 },
  { data: 'nome', title: 'Nome do Simulado', hideLabelOnPhone: true },
  { data: 'created_at', title: 'Data', width: 130, render: (row) => formatDate(row.created_at) },
  {
    data: 'action',
    title: 'Ações',
    width: 90,
    hideLabelOnPhone: true,
    render: (row) => <ViewLink to={`/v2/geral/simulado/historico/${row.id}`} name={row.nome} />,
  },
]

/** /v2/geral/simulado/historico: the mocks the caller answered, newest first. */
export function MockHistoryPage() {
  const course = useCurrentCourse()
  const courseId = course?.id ?? 0
  const fetcher = useMemo(() => mockHistoryFetcher(courseId), [courseId])
  const onError = useListErrorToast('erro-historico-simulados')

  if (!course) return null
  return (
    <ListPage<MockHistoryRow>
      title="Simulados Antigos"
      subtitle={course.nome}
      label="Simulados respondidos"
      queryKey={mockHistoryQueryKey(courseId)}
      fetcher={fetcher}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText="Você ainda não respondeu nenhum simulado."
      onError={onError}
    />
  )
}
