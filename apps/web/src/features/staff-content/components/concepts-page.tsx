import type { StaffConcept } from '@gabarito/core/contract'
import { Switch } from '@mantine/core'
import { useState } from 'react'
import { Route, Routes } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { confirmDelete } from '@/components/staff/confirm-delete'
import { RowActions } from '@/components/staff/row-actions'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { CONCEPTS_PATH, deleteConcept } from '@/features/staff-content/api/content'
import { useManagerSelection } from '@/lib/staff-selection'
import { ConceptFormPage } from './concept-form'
import { NewButton } from './course-content-list'

const remove = (row: StaffConcept) =>
  confirmDelete({
    title: 'Excluir conceito',
    message: `Excluir o conceito "${row.nome}"? Só é possível quando nenhuma questão o usa.`,
    done: 'Conceito excluído.',
    remove: () => deleteConcept(row),
  })

/** The description without its tags, cut for the table. */
const preview = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 120 ? `${text.slice(0, 117)}…` : text || '—'
}

const columns: DataTableColumn<StaffConcept>[] = [
  { data: 'nome', title: 'Conceito', sortable: true, hideLabelOnPhone: true },
  { data: 'descricao', title: 'Descrição', searchable: false, render: (row) => preview(row.descricao) },
  { data: 'perguntas', title: 'Questões', sortable: true, searchable: false, align: 'right' },
  {
    data: 'acoes',
    title: 'Ações',
    searchable: false,
    hideLabelOnPhone: true,
    render: (row) => (
      <RowActions
        name={row.nome}
        editTo={`/admin/conceitos/${row.id}`}
        onDelete={row.perguntas === 0 ? () => remove(row) : undefined}
      />
    ),
  },
]

function ConceptList() {
  const { modulo } = useManagerSelection()
  const [onlyCourse, setOnlyCourse] = useState(true)
  const courseId = modulo && onlyCourse ? modulo.id : null
  return (
    <>
      <AdminPageTitle actions={<NewButton to="/admin/conceitos/novo">Novo conceito</NewButton>}>
        Conceitos
      </AdminPageTitle>
      <StaffTable<StaffConcept>
        label="Conceitos"
        path={CONCEPTS_PATH}
        params={{ modulo_id: courseId }}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'nome', dir: 'asc' }]}
        emptyText="Nenhum conceito encontrado."
        toolbar={
          modulo && (
            <Switch
              label={`Só os das questões de ${modulo.nome}`}
              checked={onlyCourse}
              onChange={(event) => setOnlyCourse(event.currentTarget.checked)}
            />
          )
        }
      />
    </>
  )
}

/**
 * `#/admin/conceitos`: the concepts the questions carry (shared by every course; with a módulo chosen, those of
 * its questions), their descriptions shown in the concepts report.
 */
export function ConceptsPage() {
  return (
    <Routes>
      <Route index element={<ConceptList />} />
      <Route path="novo" element={<ConceptFormPage />} />
      <Route path=":id" element={<ConceptFormPage />} />
    </Routes>
  )
}
