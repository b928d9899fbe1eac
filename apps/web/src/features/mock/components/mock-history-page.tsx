import { formatDate, formatNumber, MOCK_KEY_MODE } from '@gabarito/core'
import { Group } from '@mantine/core'
import type { DataTableColumn } from '@/components/data-table/data-table'
import { CourseListPage } from '@/components/data-table/list-page'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { viewColumn } from '@/components/data-table/view-link'
import { ExamModeBadge } from '@/components/exam-mode-badge'
import { type MockHistoryRow, mockHistoryFetcher, mockHistoryQueryKey } from '../api/get-mock-history'

/** The caller's result once the mock closed (issue 29); a dash while it is open or when they did not take part. */
const NO_RESULT = '—'

const columns: DataTableColumn<MockHistoryRow>[] = [
  { data: 'id', title: 'Identificador', width: 140 },
  {
    data: 'nome',
    title: 'Nome do Simulado',
    hideLabelOnPhone: true,
    render: (row) => (
      <Group gap={6}>
        <span>{row.nome}</span>
        {row.gabarito === MOCK_KEY_MODE.atClose && <ExamModeBadge />}
      </Group>
    ),
  },
  { data: 'created_at', title: 'Data', width: 130, render: (row) => formatDate(row.created_at) },
  {
    data: 'resultado.acertos',
    title: 'Acertos',
    searchable: false,
    render: (row) =>
      row.resultado
        ? `${formatNumber(row.resultado.acertos)} de ${formatNumber(row.resultado.respondidas)}`
        : NO_RESULT,
  },
  {
    data: 'resultado.posicao',
    title: 'Classificação',
    searchable: false,
    render: (row) =>
      row.resultado
        ? `${formatNumber(row.resultado.posicao)}º de ${formatNumber(row.resultado.participantes)}`
        : NO_RESULT,
  },
  viewColumn(
    (row) => `/v2/geral/simulado/historico/${row.id}`,
    (row) => row.nome,
  ),
]

/**
 * /v2/geral/simulado/historico: the mocks the caller answered (and the closed modo-prova ones, to study), newest
 * first, with the caller's hits and place once each closed.
 */
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
