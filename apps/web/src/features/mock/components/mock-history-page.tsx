import { formatDate } from '@gabarito/core'
import { Button, Stack, Text, Title } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useCallback, useMemo } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { errorMessage } from '@/lib/api-client'
import { useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
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
    render: (row) => (
      <Button
        component={Link}
        to={`/v2/geral/simulado/historico/${row.id}`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={16} aria-hidden />}
        aria-label={`Ver ${row.nome}`}
      >
        Ver
      </Button>
    ),
  },
]

/** /v2/geral/simulado/historico: the mocks the caller answered, newest first. */
export function MockHistoryPage() {
  const course = useCurrentCourse()
  const courseId = course?.id ?? 0
  const fetcher = useMemo(() => mockHistoryFetcher(courseId), [courseId])
  const onError = useCallback((error: unknown) => {
    notifyError(`Erro: ${errorMessage(error)}`, undefined, 'erro-historico-simulados')
  }, [])

  if (!course) return null
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Simulados Antigos
        </Title>
        <Text c="dimmed" size="sm">
          {course.nome}
        </Text>
      </div>
      <DataTable<MockHistoryRow>
        label="Simulados respondidos"
        queryKey={mockHistoryQueryKey(courseId)}
        fetcher={fetcher}
        columns={columns}
        rowKey={(row) => row.id}
        searchable={false}
        emptyText="Você ainda não respondeu nenhum simulado."
        onError={onError}
      />
    </Stack>
  )
}
