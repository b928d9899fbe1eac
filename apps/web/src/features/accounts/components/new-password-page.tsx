import { Alert, Button, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { AuthCard } from '@/components/auth-card'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { clearSession } from '@/lib/session'
import { useConfirmPasswordReset } from '../api/confirm-password-reset'
import { BackToLoginLink } from './back-to-login-link'
import { NewPasswordFields, showPasswordErrors, useNewPasswordForm } from './new-password-fields'

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
  const form = useNewPasswordForm()

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
          if (showPasswordErrors(form, error)) return
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
          <NewPasswordFields form={form} autoFocus />
          <Button type="submit" fullWidth size="md" loading={confirm.isPending}>
            Salvar nova senha
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  )
}
