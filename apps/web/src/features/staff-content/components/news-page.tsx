import { formatDateTime } from '@gabarito/core'
import type { StaffNews } from '@gabarito/core/contract'
import { Badge } from '@mantine/core'
import { Route, Routes } from 'react-router'
import { confirmDelete } from '@/components/staff/confirm-delete'
import { RowActions } from '@/components/staff/row-actions'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { deleteNews, newsListPath } from '@/features/staff-content/api/content'
import { CourseContentList } from './course-content-list'
import { NewsFormPage } from './news-form'

const remove = (row: StaffNews) =>
  confirmDelete({
    title: 'Excluir notícia',
    message: `Excluir a notícia "${row.titulo}"? Os alunos deixam de vê-la e esta ação não pode ser desfeita.`,
    done: 'Notícia excluída.',
    remove: () => deleteNews(row),
  })

const columns: DataTableColumn<StaffNews>[] = [
  { data: 'titulo', title: 'Título', sortable: true, hideLabelOnPhone: true },
  {
    data: 'data',
    title: 'Publicação',
    sortable: true,
    searchable: false,
    render: (row) => formatDateTime(row.data),
  },
  {
    data: 'publicada',
    title: 'Situação',
    searchable: false,
    render: (row) =>
      row.publicada ? (
        <Badge color="green" variant="light">
          Publicada
        </Badge>
      ) : (
        <Badge color="yellow" variant="light">
          Agendada
        </Badge>
      ),
  },
  {
    data: 'acoes',
    title: 'Ações',
    searchable: false,
    hideLabelOnPhone: true,
    render: (row) => (
      <RowActions name={row.titulo} editTo={`/admin/noticias/${row.id}`} onDelete={() => remove(row)} />
    ),
  },
]

function NewsList() {
  return (
    <CourseContentList
      title="Notícias"
      newLabel="Nova notícia"
      newTo="/admin/noticias/nova"
      chooseWhat="as notícias do curso"
    >
      {(modulo) => (
        <StaffTable<StaffNews>
          label="Notícias do curso"
          path={newsListPath(modulo.id)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'data', dir: 'desc' }]}
          emptyText="Nenhuma notícia neste curso."
        />
      )}
    </CourseContentList>
  )
}

/** `#/admin/noticias`: the chosen course's news (scheduled ones too), and their form. */
export function NewsPage() {
  return (
    <Routes>
      <Route index element={<NewsList />} />
      <Route path="nova" element={<NewsFormPage />} />
      <Route path=":id" element={<NewsFormPage />} />
    </Routes>
  )
}
