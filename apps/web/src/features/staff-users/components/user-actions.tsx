import { ROLES } from '@gabarito/core'
import type { StaffUserRow } from '@gabarito/core/contract'
import { Button, Group } from '@mantine/core'
import { IconLock, IconLockOpen, IconMail, IconShield, IconShieldOff } from '@tabler/icons-react'
import { confirmAction } from '@/components/staff/confirm-action'
import { sendPasswordReset, setBlocked, setRole } from '@/features/staff-users/api/users'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import type { StaffRole } from '@/lib/staff'

interface Action {
  label: string
  icon: typeof IconLock
  danger: boolean
  confirm: string
  run: () => Promise<unknown>
  done: string
}

function actionsFor(user: StaffUserRow): Action[] {
  const profileAction = (perfil: StaffRole): Action => {
    const has = user.perfis.includes(perfil)
    return {
      label: has ? `Retirar perfil ${perfil}` : `Dar perfil ${perfil}`,
      icon: has ? IconShieldOff : IconShield,
      danger: has,
      confirm: has
        ? `Retirar o perfil ${perfil} de ${user.nome}? O acesso muda na próxima ação dessa pessoa.`
        : `Dar o perfil ${perfil} a ${user.nome}?`,
      run: () => setRole(user.id, perfil, !has),
      done: has ? `Perfil ${perfil} retirado.` : `Perfil ${perfil} concedido.`,
    }
  }
  const blocked = user.bloqueado_em !== null
  // Gerente first, as the back office always listed them.
  const profiles: StaffRole[] = [ROLES.manager, ROLES.admin]
  return [
    ...profiles.map(profileAction),
    {
      label: blocked ? 'Desbloquear' : 'Bloquear',
      icon: blocked ? IconLockOpen : IconLock,
      danger: !blocked,
      confirm: blocked
        ? `Desbloquear a conta de ${user.nome}? A pessoa poderá entrar de novo.`
        : `Bloquear a conta de ${user.nome}? A pessoa sai na hora de todos os aparelhos e não consegue entrar.`,
      run: () => setBlocked(user.id, !blocked),
      done: blocked ? 'Conta desbloqueada.' : 'Conta bloqueada.',
    },
    {
      label: 'Enviar redefinição de senha',
      icon: IconMail,
      danger: false,
      confirm: `Enviar a ${user.email} um e-mail com o link para criar uma nova senha?`,
      run: () => sendPasswordReset(user.id),
      done: 'E-mail de redefinição de senha enviado.',
    },
  ]
}

/** The account's actions (roles, block, password reset), each confirmed, with a toast; `onDone` reloads the page. */
export function UserActions({ user, onDone }: { user: StaffUserRow; onDone: () => void }) {
  const run = async (action: Action) => {
    const confirmed = await confirmAction({
      title: action.label,
      message: action.confirm,
      confirmLabel: `Sim, ${action.label.charAt(0).toLowerCase()}${action.label.slice(1)}`,
      danger: action.danger,
    })
    if (!confirmed) return
    try {
      await action.run()
      notifySuccess(action.done)
      onDone()
    } catch (error) {
      notifyError(errorMessage(error))
    }
  }
  return (
    <Group gap="xs">
      {actionsFor(user).map((action) => (
        <Button
          key={action.label}
          variant={action.danger ? 'light' : 'default'}
          color={action.danger ? 'red' : undefined}
          leftSection={<action.icon size={16} aria-hidden />}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  )
}
