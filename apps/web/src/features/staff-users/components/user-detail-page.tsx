import { formatDate, formatDateTime } from '@gabarito/core'
import type { StaffUser } from '@gabarito/core/contract'
import { Alert, Badge, Button, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { DetailField } from '@/components/detail-field'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { confirmAction } from '@/components/staff/confirm-action'
import { TitledSection } from '@/components/titled-section'
import { reloadStaffUser, revokePlan, useStaffUser } from '@/features/staff-users/api/users'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { GrantPlanForm } from './grant-plan-form'
import { UserActions } from './user-actions'
import { cpfText, UserStateBadges } from './user-list-page'

const when = (iso: string | null, empty = '—') => (iso ? formatDateTime(iso) : empty)

function Plans({ data, reload }: { data: StaffUser; reload: () => void }) {
  const revoke = async (plan: StaffUser['planos'][number]) => {
    const confirmed = await confirmAction({
      title: 'Revogar plano',
      message: `Revogar ${plan.nome} de ${data.usuario.nome}? O acesso termina agora.`,
      confirmLabel: 'Sim, revogar',
    })
    if (!confirmed) return
    try {
      await revokePlan(data.usuario.id, plan.modulo_id)
      notifySuccess('Plano revogado.')
      reload()
    } catch (error) {
      notifyError(errorMessage(error))
    }
  }
  if (data.planos.length === 0) return <Text c="dimmed">Nenhum plano.</Text>
  return (
    <Table striped aria-label="Planos do usuário">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Curso</Table.Th>
          <Table.Th>Acesso até</Table.Th>
          <Table.Th>Ações</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.planos.map((plan) => (
          <Table.Tr key={plan.plano_id} data-testid="plano-usuario">
            <Table.Td>{plan.nome}</Table.Td>
            <Table.Td>
              {formatDate(plan.data_fim)}{' '}
              <Badge color={plan.ativo ? 'green' : 'gray'} tt="none">
                {plan.ativo ? 'Ativo' : 'Encerrado'}
              </Badge>
            </Table.Td>
            <Table.Td>
              {plan.ativo && (
                <Button size="compact-sm" variant="light" color="red" onClick={() => void revoke(plan)}>
                  Revogar
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function Payments({ data }: { data: StaffUser }) {
  if (data.pagamentos.length === 0) return <Text c="dimmed">Nenhum pagamento.</Text>
  return (
    <Table striped aria-label="Pagamentos do usuário">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Criado em</Table.Th>
          <Table.Th>Plano</Table.Th>
          <Table.Th>Meses</Table.Th>
          <Table.Th>Valor</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Pago em</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.pagamentos.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{formatDateTime(p.criado_em)}</Table.Td>
            <Table.Td>{p.plano}</Table.Td>
            <Table.Td>{p.meses}</Table.Td>
            <Table.Td>{p.valor}</Table.Td>
            <Table.Td>{p.status}</Table.Td>
            <Table.Td>{when(p.pago_em)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** `#/admin/usuarios/:id`: the user's data, plans, payments and activity, and what an Admin can do. */
export function UserDetailPage() {
  const id = Number(useParams().id)
  const user = useStaffUser(id)
  const reload = () => reloadStaffUser(id)
  const back = <BackLink to="/admin/usuarios" iconSize={16} />
  if (user.isError) return <Alert color="red">{errorMessage(user.error)}</Alert>
  if (!user.data) return <Skeleton height={300} />
  const { usuario, atividade } = user.data
  const erased = usuario.excluido_em !== null
  return (
    <>
      <AdminPageTitle actions={back}>{usuario.nome}</AdminPageTitle>
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack gap="md">
            <UserStateBadges user={usuario} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <DetailField label="Apelido" value={usuario.apelido} />
              <DetailField label="E-mail" value={usuario.email} />
              <DetailField label="CPF" value={cpfText(usuario.cpf)} />
              <DetailField label="Cadastro" value={formatDateTime(usuario.criado_em)} />
              <DetailField label="Último acesso" value={when(atividade.ultimo_acesso)} />
              <DetailField label="Respostas" value={String(atividade.respostas)} />
              <DetailField label="Última resposta" value={when(atividade.ultima_resposta)} />
              <DetailField label="Comentários" value={String(atividade.comentarios)} />
              <DetailField
                label="Pedido de exclusão"
                value={user.data.pedido_exclusao ? formatDateTime(user.data.pedido_exclusao.criado_em) : '—'}
              />
            </SimpleGrid>
            {!erased && <UserActions user={usuario} onDone={reload} />}
          </Stack>
        </Paper>
        <TitledSection id="planos-usuario" title="Planos" size="h3">
          <Stack gap="md">
            <Plans data={user.data} reload={reload} />
            {!erased && <GrantPlanForm userId={id} onDone={reload} />}
          </Stack>
        </TitledSection>
        <TitledSection id="pagamentos-usuario" title="Pagamentos" size="h3">
          <Payments data={user.data} />
        </TitledSection>
      </Stack>
    </>
  )
}
