import { formatCpf } from '@gabarito/core'
import type { StaffUserRow } from '@gabarito/core/contract'
import { Badge, Group, Stack, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch, IconUser } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { RowLink } from '@/components/staff/row-link'
import { SEARCH_MIN_CHARS } from '@/components/staff/search-select'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { TitledSection } from '@/components/titled-section'
import { USERS_PATH } from '@/features/staff-users/api/users'
import { isStaffRole } from '@/lib/staff'
import { DeletionRequests } from './deletion-requests'

/** The CPF with its dots, or a dash for an erased account (its CPF is replaced by a value that is not one). */
export const cpfText = (cpf: string) => (/^\d{11}$/.test(cpf) ? formatCpf(cpf) : '—')

export function UserStateBadges({
  user,
}: {
  user: Pick<StaffUserRow, 'perfis' | 'bloqueado_em' | 'excluido_em'>
}) {
  return (
    <Group gap={4}>
      {user.perfis.filter(isStaffRole).map((p) => (
        <Badge key={p} variant="light" tt="none">
          {p}
        </Badge>
      ))}
      {user.excluido_em ? (
        <Badge color="gray" tt="none">
          Dados excluídos
        </Badge>
      ) : (
        user.bloqueado_em && (
          <Badge color="red" tt="none">
            Bloqueado
          </Badge>
        )
      )}
    </Group>
  )
}

const columns: DataTableColumn<StaffUserRow>[] = [
  { data: 'nome', title: 'Nome', sortable: true, hideLabelOnPhone: true },
  { data: 'cpf', title: 'CPF', sortable: true, render: (row) => cpfText(row.cpf) },
  { data: 'email', title: 'E-mail', sortable: true },
  { data: 'perfis', title: 'Situação', render: (row) => <UserStateBadges user={row} /> },
  {
    data: 'acoes',
    title: 'Ações',
    hideLabelOnPhone: true,
    render: (row) => (
      <RowLink
        to={`/admin/usuarios/${row.id}`}
        icon={IconUser}
        iconSize={16}
        aria-label={`Abrir ${row.nome}`}
      >
        Abrir
      </RowLink>
    ),
  },
]

/** The search (CPF, name or e-mail, from 3 characters) and the LGPD deletion requests. */
export function UserListPage() {
  const [term, setTerm] = useState('')
  const [busca] = useDebouncedValue(term.trim(), 300)
  const short = busca.length < SEARCH_MIN_CHARS
  return (
    <>
      <AdminPageTitle>Usuários</AdminPageTitle>
      <Stack gap="xl">
        <StaffTable<StaffUserRow>
          label="Usuários encontrados"
          path={USERS_PATH}
          params={{ busca }}
          columns={columns}
          rowKey={(row) => row.id}
          searchable={false}
          defaultOrder={[{ column: 'nome', dir: 'asc' }]}
          emptyText={short ? 'Digite ao menos 3 caracteres para buscar.' : 'Nenhum usuário encontrado.'}
          toolbar={
            <TextInput
              label="Buscar por CPF, nome ou e-mail"
              placeholder="ao menos 3 caracteres"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
          }
        />
        <TitledSection id="pedidos-exclusao" title="Pedidos de exclusão (LGPD)" size="h3">
          <DeletionRequests />
        </TitledSection>
      </Stack>
    </>
  )
}
