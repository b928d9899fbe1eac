import { formatDateTime } from '@gabarito/core'
import type { StaffNews } from '@gabarito/core/contract'
import { Badge, Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link, Route, Routes } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { confirmAction } from '@/components/staff/confirm-action'
import { RowActions } from '@/components/staff/row-actions'
import { type DataTableColumn, StaffTable, staffTableKey } from '@/components/staff/staff-table'
import { deleteNews, newsListPath } from '@/features/staff-content/api/content'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { queryClient } from '@/lib/query-client'
import { useManagerSelection } from '@/lib/staff-selection'
import { NewsFormPage } from './news-form'

async function remove(row: StaffNews) {
  const confirmed = await confirmAction({
    title: 'Excluir notícia',
    message: `Excluir a notícia "${row.titulo}"? Os alunos deixam de vê-la e esta ação não pode ser desfeita.`,
  })
  if (!confirmed) return
  try {
    await deleteNews(row.id)
    notifySuccess('Notícia excluída.')
    await queryClient.invalidateQueries({ queryKey: staffTableKey(newsListPath(row.modulo_id)) })
  } catch (failure) {
    notifyError(errorMessage(failure))
  }
}

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
  const { modulo } = useManagerSelection()
  return (
    <>
      <AdminPageTitle
        actions={
          modulo && (
            <Button
              component={Link}
              to="/admin/noticias/nova"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Nova notícia
            </Button>
          )
        }
      >
        Notícias{modulo ? ` — ${modulo.nome}` : ''}
      </AdminPageTitle>
      {modulo ? (
        <StaffTable<StaffNews>
          label="Notícias do curso"
          path={newsListPath(modulo.id)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'data', dir: 'desc' }]}
          emptyText="Nenhuma notícia neste curso."
        />
      ) : (
        <ChooseCourse what="as notícias do curso" />
      )}
    </>
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
