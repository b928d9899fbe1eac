import { Badge, Group, Text } from '@mantine/core'
import type { DataTableColumn } from '@/components/data-table/data-table'
import { CourseListPage } from '@/components/data-table/list-page'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { viewColumn } from '@/components/data-table/view-link'
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
  viewColumn(
    (row) => `/v2/geral/resumo/${row.id}`,
    (row) => row.titulo,
  ),
]

/** /v2/geral/resumo: the study material of the current course, paged by the server. */
export function MaterialPage() {
  const onError = useListErrorToast('erro-resumos', materialTexts.listFailure)

  return (
    <CourseListPage<StudyTextRow>
      title="Material"
      label="Material de estudo"
      queryKeyOf={studyTextsQueryKey}
      fetcherOf={studyTextsFetcher}
      columns={columns}
      rowKey={(row) => row.id}
      defaultOrder={[
        { column: 'restrito', dir: 'asc' },
        { column: 'titulo', dir: 'asc' },
      ]}
      emptyText="Nenhum material encontrado."
      onError={onError}
    />
  )
}
