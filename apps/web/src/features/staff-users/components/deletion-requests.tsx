import { formatDate, formatDateTime } from '@gabarito/core'
import type { DeletionRequestRow } from '@gabarito/core/contract'
import { Badge, Button, Group } from '@mantine/core'
import { IconTrash, IconUser } from '@tabler/icons-react'
import { Link } from 'react-router'
import { confirmAction } from '@/components/staff/confirm-action'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { carryOutDeletion, DELETIONS_PATH } from '@/features/staff-users/api/users'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

async function erase(row: DeletionRequestRow) {
  const confirmed = await confirmAction({
    title: 'Excluir dados',
    message: `Excluir os dados pessoais de ${row.nome}? Nome, e-mail, CPF, senha, planos, resumos e o texto dos comentários serão apagados; as respostas ficam anônimas nas estatísticas e rankings. Esta ação não pode ser desfeita.`,
    confirmLabel: 'Sim, excluir dados',
  })
  if (!confirmed) return
  try {
    const result = await carryOutDeletion(row.id)
    notifySuccess(result.message)
  } catch (error) {
    notifyError(errorMessage(error))
  }
}

const columns: DataTableColumn<DeletionRequestRow>[] = [
  { data: 'criado_em', title: 'Pedido em', sortable: true, render: (row) => formatDateTime(row.criado_em) },
  { data: 'nome', title: 'Usuário', hideLabelOnPhone: true },
  { data: 'email', title: 'E-mail' },
  {
    data: 'concluido_em',
    title: 'Situação',
    sortable: true,
    render: (row) =>
      row.concluido_em ? (
        <Badge color="gray" tt="none">
          Excluído em {formatDate(row.concluido_em)}
        </Badge>
      ) : (
        <Badge color="orange" tt="none">
          Aberto
        </Badge>
      ),
  },
  {
    data: 'acoes',
    title: 'Ações',
    hideLabelOnPhone: true,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={`/admin/usuarios/${row.usuario_id}`}
          leftSection={<IconUser size={16} aria-hidden />}
          aria-label={`Abrir ${row.nome}`}
        >
          Abrir
        </Button>
        {!row.concluido_em && (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => void erase(row)}
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Excluir dados de ${row.nome}`}
          >
            Excluir dados
          </Button>
        )}
      </Group>
    ),
  },
]

/** The students' requests to delete their accounts, open ones first; "Excluir dados" carries one out. */
export function DeletionRequests() {
  return (
    <StaffTable<DeletionRequestRow>
      label="Pedidos de exclusão (LGPD)"
      path={DELETIONS_PATH}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Nenhum pedido de exclusão."
    />
  )
}
