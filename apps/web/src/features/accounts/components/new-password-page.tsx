import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { z } from 'zod/mini'
import { AuthCard } from '@/components/auth-card'
import { PasswordField } from '@/components/form/password-field'
import { applyServerErrors } from '@/components/form/server-errors'
import { requiredPassword } from '@/components/form/validation'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { clearSession } from '@/lib/session'
import { useConfirmPasswordReset } from '../api/confirm-password-reset'

const schema = z.object({
  password: requiredPassword(),
  passwordConfirm: requiredPassword(),
})
type Values = z.infer<typeof schema>

/** The server's message when the link is used, expired or unknown (a 422 on `token`), if it is one. */
function badLinkMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 422 ? error.fieldErrors.token : undefined
}

/**
 * /recuperar_senha/{token}: the link of the reset mail. The new password ends every session of its account, so
 * a success forgets this device's session too and goes to the login.
 */
export function NewPasswordPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const confirm = useConfirmPasswordReset()
  const [badLink, setBadLink] = useState<string>()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    confirm.mutate(
      { token, ...values },
      {
        onSuccess: (data) => {
          clearSession()
          notifySuccess(data.message)
          navigate('/login')
        },
        onError: (error) => {
          const linkMessage = badLinkMessage(error)
          if (linkMessage) {
            setBadLink(linkMessage)
            return
          }
          if (applyServerErrors(error, form.setError, ['password', 'passwordConfirm'])) return
          notifyError(errorMessage(error, 'Não foi possível criar a nova senha.'))
        },
      },
    )
  })

  if (badLink) {
    return (
      <AuthCard title="Criar nova senha">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {badLink}
          </Alert>
          <Button component={Link} to="/recuperar_senha" fullWidth size="md">
            Pedir um novo link
          </Button>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Criar nova senha" description="Escolha uma nova senha com ao menos 8 caracteres.">
      <form onSubmit={onSubmit} noValidate aria-label="Criar nova senha">
        <Stack gap="md">
          <PasswordField
            label="Senha"
            withAsterisk
            autoFocus
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password', { onChange: () => form.clearErrors('password') })}
          />
          <PasswordField
            label="Confirmar Senha"
            withAsterisk
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...form.register('passwordConfirm', { onChange: () => form.clearErrors('passwordConfirm') })}
          />
          <Button type="submit" fullWidth size="md" loading={confirm.isPending}>
            Salvar nova senha
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm">
              Voltar para o login
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  )
}
