import type { StaffStudyTextRow } from '@gabarito/core/contract'
import { Badge, Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link, Route, Routes } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { confirmAction } from '@/components/staff/confirm-action'
import { RowActions } from '@/components/staff/row-actions'
import { type DataTableColumn, StaffTable, staffTableKey } from '@/components/staff/staff-table'
import { deleteStudyText, materialListPath } from '@/features/staff-content/api/content'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { queryClient } from '@/lib/query-client'
import { useManagerSelection } from '@/lib/staff-selection'
import { MaterialFormPage } from './material-form'

async function remove(row: StaffStudyTextRow) {
  const confirmed = await confirmAction({
    title: 'Excluir material',
    message: `Excluir o material "${row.titulo}"? Esta ação não pode ser desfeita.`,
  })
  if (!confirmed) return
  try {
    await deleteStudyText(row.id)
    notifySuccess('Material excluído.')
    await queryClient.invalidateQueries({ queryKey: staffTableKey(materialListPath(row.modulo_id)) })
  } catch (failure) {
    notifyError(errorMessage(failure))
  }
}

const columns: DataTableColumn<StaffStudyTextRow>[] = [
  { data: 'titulo', title: 'Título', sortable: true, hideLabelOnPhone: true },
  { data: 'disciplina.nome', title: 'Disciplina', sortable: true },
  { data: 'assunto.nome', title: 'Assunto', sortable: true },
  {
    data: 'restrito',
    title: 'Acesso',
    sortable: true,
    searchable: false,
    render: (row) =>
      row.restrito ? (
        <Badge color="orange" variant="light">
          PRO
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Livre
        </Badge>
      ),
  },
  { data: 'acessos', title: 'Leituras', sortable: true, searchable: false, align: 'right' },
  {
    data: 'acoes',
    title: 'Ações',
    searchable: false,
    hideLabelOnPhone: true,
    render: (row) => (
      <RowActions name={row.titulo} editTo={`/admin/material/${row.id}`} onDelete={() => remove(row)} />
    ),
  },
]

function MaterialList() {
  const { modulo, disciplinaId, assuntoId } = useManagerSelection()
  return (
    <>
      <AdminPageTitle
        actions={
          modulo && (
            <Button
              component={Link}
              to="/admin/material/novo"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Novo material
            </Button>
          )
        }
      >
        Material de estudo{modulo ? ` — ${modulo.nome}` : ''}
      </AdminPageTitle>
      {modulo ? (
        <StaffTable<StaffStudyTextRow>
          label="Material de estudo do curso"
          path={materialListPath(modulo.id)}
          params={{ disciplina_id: disciplinaId, assunto_id: assuntoId }}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'disciplina.nome', dir: 'asc' }]}
          emptyText="Nenhum material nesta seleção."
        />
      ) : (
        <ChooseCourse what="o material do curso" />
      )}
    </>
  )
}

/** `#/admin/material`: the chosen course's study texts (by the selection's subject and topic), and their form. */
export function MaterialPage() {
  return (
    <Routes>
      <Route index element={<MaterialList />} />
      <Route path="novo" element={<MaterialFormPage />} />
      <Route path=":id" element={<MaterialFormPage />} />
    </Routes>
  )
}
