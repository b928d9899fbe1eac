import type { StaffStudyTextRow } from '@gabarito/core/contract'
import { Badge } from '@mantine/core'
import { Route, Routes } from 'react-router'
import { confirmDelete } from '@/components/staff/confirm-delete'
import { RowActions } from '@/components/staff/row-actions'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { deleteStudyText, materialListPath } from '@/features/staff-content/api/content'
import { useManagerSelection } from '@/lib/staff-selection'
import { CourseContentList } from './course-content-list'
import { MaterialFormPage } from './material-form'

const remove = (row: StaffStudyTextRow) =>
  confirmDelete({
    title: 'Excluir material',
    message: `Excluir o material "${row.titulo}"? Esta ação não pode ser desfeita.`,
    done: 'Material excluído.',
    remove: () => deleteStudyText(row),
  })

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
  const { disciplinaId, assuntoId } = useManagerSelection()
  return (
    <CourseContentList
      title="Material de estudo"
      newLabel="Novo material"
      newTo="/admin/material/novo"
      chooseWhat="o material do curso"
    >
      {(modulo) => (
        <StaffTable<StaffStudyTextRow>
          label="Material de estudo do curso"
          path={materialListPath(modulo.id)}
          params={{ disciplina_id: disciplinaId, assunto_id: assuntoId }}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'disciplina.nome', dir: 'asc' }]}
          emptyText="Nenhum material nesta seleção."
        />
      )}
    </CourseContentList>
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
