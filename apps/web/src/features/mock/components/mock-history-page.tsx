import { formatDate } from '@gabarito/core'
import type { DataTableColumn } from '@/components/data-table/data-table'
import { CourseListPage } from '@/components/data-table/list-page'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { viewColumn } from '@/components/data-table/view-link'
import { type MockHistoryRow, mockHistoryFetcher, mockHistoryQueryKey } from '../api/get-mock-history'

const columns: DataTableColumn<MockHistoryRow>[] = [
  { data: 'id', title: 'Identificador', width: 140 },
  { data: 'nome', title: 'Nome do Simulado', hideLabelOnPhone: true },
  { data: 'created_at', title: 'Data', width: 130, render: (row) => formatDate(row.created_at) },
  viewColumn(
    (row) => `/v2/geral/simulado/historico/${row.id}`,
    (row) => row.nome,
  ),
]

/** /v2/geral/simulado/historico: the mocks the caller answered, newest first. */
export function MockHistoryPage() {
  const onError = useListErrorToast('erro-historico-simulados')

  return (
    <CourseListPage<MockHistoryRow>
      title="Simulados Antigos"
      label="Simulados respondidos"
      queryKeyOf={mockHistoryQueryKey}
      fetcherOf={mockHistoryFetcher}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText="Você ainda não respondeu nenhum simulado."
      onError={onError}
    />
  )
}
