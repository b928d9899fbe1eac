import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useCallback, useMemo } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { errorMessage } from '@/lib/api-client'
import { useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { type StudyTextRow, studyTextsFetcher, studyTextsQueryKey } from '../api/get-study-texts'
import { materialTexts } from '../texts'

function ProBadge() {
  return (
    <Badge size="xs" radius="sm" color="yellow.5" autoContrast style={{ flexShrink: 0 }}>
      PRO
    </Badge>
  )
}

const columns: DataTableColumn<StudyTextRow>[] = [
  {
    data: 'titulo',
    title: 'Título',
    sortable: true,
    hideLabelOnPhone: true,
    render: (row) => (
      <Group gap={6} wrap="nowrap" align="center">
        <Text size="sm" fw={600} component="span">
          {row.titulo}
        </Text>
        {row.restrito && <ProBadge />}
      </Group>
    ),
  },
  { data: 'disciplina.nome', title: 'Disciplina', sortable: true },
  { data: 'assunto.nome', title: 'Assunto', sortable: true },
  // The SPEC's hidden "access" column: free or for plan holders, sorted on but not shown (decision 0042).
  { data: 'restrito', title: 'Acesso', sortable: true, searchable: false, hidden: true },
  {
    data: 'action',
    title: 'Ações',
    width: 90,
    hideLabelOnPhone: true,
    render: (row) => (
      <Button
        component={Link}
        to={`/v2/geral/resumo/${row.id}`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={16} aria-hidden />}
        aria-label={`Ver ${row.titulo}`}
      >
        Ver
      </Button>
    ),
  },
]

/** /v2/geral/resumo: the study material of the current course, paged by the server. */
export function MaterialPage() {
  const course = useCurrentCourse()
  const courseId = course?.id ?? 0
  const fetcher = useMemo(() => studyTextsFetcher(courseId), [courseId])
  const onError = useCallback((error: unknown) => {
    notifyError(`Erro: ${errorMessage(error)}`, materialTexts.listFailure, 'erro-resumos')
  }, [])

  if (!course) return null
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Material
        </Title>
        <Text c="dimmed" size="sm">
          {course.nome}
        </Text>
      </div>
      <DataTable<StudyTextRow>
        label="Material de estudo"
        queryKey={studyTextsQueryKey(courseId)}
        fetcher={fetcher}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[
          { column: 'restrito', dir: 'asc' },
          { column: 'titulo', dir: 'asc' },
        ]}
        emptyText="Nenhum material encontrado."
        onError={onError}
      />
    </Stack>
  )
}
