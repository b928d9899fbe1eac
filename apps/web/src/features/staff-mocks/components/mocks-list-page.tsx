import { formatDateTime, MOCK_KEY_MODE } from '@gabarito/core'
import type { AdminMockRow } from '@gabarito/core/contract'
import { Badge, Button, Group, Text } from '@mantine/core'
import { IconEye, IconPencil, IconPlayerStop, IconPlus, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import { ExamModeBadge } from '@/components/exam-mode-badge'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { confirmDelete } from '@/components/staff/confirm-delete'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { TooltipAction } from '@/components/staff/tooltip-action'
import { deleteMock, MOCKS_PATH } from '@/features/staff-mocks/api/mocks'
import { useManagerSelection } from '@/lib/staff-selection'
import { closeMockNow, isOpenNow } from './close-mock-now'

const NoWrap = ({ children }: { children: string }) => (
  <Text span inherit style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
)

const remove = (row: AdminMockRow) =>
  confirmDelete({
    title: 'Excluir simulado',
    message: `Excluir o simulado "${row.nome}"? Esta ação não pode ser desfeita.`,
    done: 'Simulado excluído.',
    remove: () => deleteMock(row.id),
  })

const columns: DataTableColumn<AdminMockRow>[] = [
  {
    data: 'nome',
    title: 'Nome',
    sortable: true,
    hideLabelOnPhone: true,
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <span>{row.nome}</span>
        {row.automatico && (
          <Badge size="xs" variant="light" tt="none">
            automático
          </Badge>
        )}
      </Group>
    ),
  },
  {
    data: 'abre',
    title: 'Abre',
    sortable: true,
    searchable: false,
    render: (row) => <NoWrap>{formatDateTime(row.abre)}</NoWrap>,
  },
  {
    data: 'fecha',
    title: 'Fecha',
    sortable: true,
    searchable: false,
    render: (row) => <NoWrap>{formatDateTime(row.fecha)}</NoWrap>,
  },
  {
    data: 'limite_minutos',
    title: 'Tempo',
    sortable: true,
    searchable: false,
    render: (row) => (row.limite_minutos ? `${row.limite_minutos} min` : 'Sem limite'),
  },
  {
    data: 'gabarito',
    title: 'Gabarito',
    searchable: false,
    render: (row) => (row.gabarito === MOCK_KEY_MODE.atClose ? <ExamModeBadge /> : 'Imediato'),
  },
  { data: 'perguntas', title: 'Questões', searchable: false, align: 'right' },
  { data: 'participantes', title: 'Participantes', searchable: false, align: 'right' },
  {
    data: 'acoes',
    title: 'Ações',
    searchable: false,
    hideLabelOnPhone: true,
    render: (row) => (
      <Group gap={2} wrap="nowrap">
        <TooltipAction
          tip="Editar"
          to={`/admin/simulados/${row.id}`}
          variant="light"
          label={`Editar ${row.nome}`}
          icon={IconPencil}
        />
        <TooltipAction
          tip="Prévia"
          to={`/admin/simulados/${row.id}/previa`}
          variant="subtle"
          label={`Prévia de ${row.nome}`}
          icon={IconEye}
        />
        {isOpenNow(row) && (
          <TooltipAction
            tip="Encerrar agora"
            variant="subtle"
            color="red"
            onClick={() => void closeMockNow(row.id)}
            label={`Encerrar agora ${row.nome}`}
            icon={IconPlayerStop}
          />
        )}
        {row.participantes === 0 && (
          <TooltipAction
            tip="Excluir"
            variant="subtle"
            color="red"
            onClick={() => remove(row)}
            label={`Excluir ${row.nome}`}
            icon={IconTrash}
          />
        )}
      </Group>
    ),
  },
]

/** The selected course's mocks (staff-made and automatic), the latest window first. */
export function MocksListPage() {
  const { moduloId, modulo } = useManagerSelection()
  return (
    <>
      <AdminPageTitle
        actions={
          moduloId !== null && (
            <Button component={Link} to="/admin/simulados/novo" leftSection={<IconPlus size={16} />}>
              Novo simulado
            </Button>
          )
        }
      >
        Simulados
      </AdminPageTitle>
      {moduloId === null ? (
        <ChooseCourse toDo="ver e criar seus simulados" />
      ) : (
        <StaffTable<AdminMockRow>
          label={`Simulados de ${modulo?.nome ?? 'curso'}`}
          path={MOCKS_PATH}
          params={{ modulo_id: moduloId }}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'abre', dir: 'desc' }]}
          emptyText="Nenhum simulado neste módulo."
        />
      )}
    </>
  )
}
