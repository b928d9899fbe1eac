import type { StaffCourseRow } from '@gabarito/core/contract'
import { Badge, Button, Group } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { TooltipAction } from '@/components/staff/tooltip-action'
import { COURSES_PATH } from '@/features/staff-courses/api/courses'
import { useStoredUser } from '@/lib/session'
import { canDo } from '@/lib/staff'

const yesNo = (on: boolean, yes: string, no: string) => (
  <Badge variant="light" color={on ? 'green' : 'gray'} tt="none">
    {on ? yes : no}
  </Badge>
)

const columns: DataTableColumn<StaffCourseRow>[] = [
  { data: 'id', title: 'ID', sortable: true, searchable: false },
  { data: 'nome', title: 'Nome', sortable: true, hideLabelOnPhone: true },
  {
    data: 'visivel',
    title: 'Escolha de curso',
    searchable: false,
    render: (row) => yesNo(row.visivel, 'Visível', 'Oculto'),
  },
  {
    data: 'a_venda',
    title: 'Venda',
    searchable: false,
    render: (row) => yesNo(row.a_venda, 'À venda', 'Fora de venda'),
  },
  { data: 'ordem', title: 'Ordem', sortable: true, searchable: false, align: 'right' },
  {
    data: 'acoes',
    title: 'Ações',
    searchable: false,
    hideLabelOnPhone: true,
    render: (row) => (
      <TooltipAction
        tip="Editar"
        to={`/admin/cursos/${row.id}`}
        variant="light"
        label={`Editar ${row.nome}`}
        icon={IconPencil}
      />
    ),
  },
]

/** Every course, hidden and not on sale too; an Admin creates new ones. */
export function CourseListPage() {
  const isAdmin = canDo(useStoredUser(), 'courses.create')
  return (
    <>
      <AdminPageTitle
        actions={
          isAdmin && (
            <Button component={Link} to="/admin/cursos/novo" leftSection={<IconPlus size={16} />}>
              Novo curso
            </Button>
          )
        }
      >
        Cursos
      </AdminPageTitle>
      <StaffTable<StaffCourseRow>
        label="Cursos"
        path={COURSES_PATH}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'ordem', dir: 'asc' }]}
        emptyText="Nenhum curso."
      />
      <Group mt="sm" />
    </>
  )
}
