import { SUMMARY_LIMIT } from '@gabarito/core'
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle, IconPlus } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { useCurrentCourse } from '@/lib/current-course'
import { useStoredUser } from '@/lib/session'
import { type SummaryRow, summariesFetcher, summariesQueryKey, useFreshSummaries } from '../api/get-summaries'
import { summaryTexts } from '../texts'
import { SummaryActions } from './summary-actions'

/** /v2/geral/arquivo: the student's summaries of the course and those shared with them. */
export function SummariesPage() {
  const course = useCurrentCourse()
  const user = useStoredUser()
  const courseId = course?.id ?? 0
  const userId = user?.id ?? 0
  const [left, setLeft] = useState<number | null>(null)
  const fetcher = useMemo(() => summariesFetcher(courseId, setLeft), [courseId])
  useFreshSummaries()
  const onError = useListErrorToast('erro-resumos-pessoais', summaryTexts.listFailure)
  const columns = useMemo<DataTableColumn<SummaryRow>[]>(
    () => [
      { data: 'id', title: 'ID', sortable: true, searchable: false, width: 70 },
      {
        data: 'nome',
        title: 'Nome',
        sortable: true,
        render: (row) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} component="span">
              {row.nome}
            </Text>
            {!row.ativo && (
              <Badge size="xs" color="gray" variant="light">
                Desativado
              </Badge>
            )}
          </Group>
        ),
      },
      {
        data: 'usuario.nome',
        title: 'Criador',
        sortable: true,
        searchable: false,
        render: (row) => row.usuario.nome,
      },
      {
        data: 'action',
        title: 'Ações',
        hideLabelOnPhone: true,
        render: (row) => <SummaryActions row={row} userId={userId} />,
      },
    ],
    [userId],
  )

  if (!course) return null
  const full = left === 0
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              Meus Resumos
            </Title>
            <Badge color="brand" variant="light" tt="lowercase">
              novo
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {course.nome}
          </Text>
        </div>
        <Button
          component={Link}
          to="/v2/geral/arquivo/create"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={full}
          onClick={(event) => full && event.preventDefault()}
        >
          Cadastrar
        </Button>
      </Group>
      <Alert
        variant="light"
        color={full ? 'yellow' : 'blue'}
        icon={<IconInfoCircle aria-hidden />}
        data-testid="limite-resumos"
      >
        {summaryTexts.limit(left ?? SUMMARY_LIMIT)}
      </Alert>
      <DataTable<SummaryRow>
        label="Meus Resumos"
        queryKey={summariesQueryKey(courseId)}
        fetcher={fetcher}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'nome', dir: 'asc' }]}
        emptyText="Nenhum resumo ainda. Cadastre o primeiro."
        onError={onError}
      />
    </Stack>
  )
}
