import { Button, Group, Stack } from '@mantine/core'
import { useNavigate } from 'react-router'
import { AuthCard } from '@/components/auth-card'
import { BackLink } from '@/components/back-link'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useChangePassword } from '../api/change-password'
import { NewPasswordFields, showPasswordErrors, useNewPasswordForm } from './new-password-fields'

/** /alterar/senha: both fields required; the server answers per field. */
export function ChangePasswordPage() {
  const navigate = useNavigate()
  const change = useChangePassword()
  const form = useNewPasswordForm()

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: (data) => {
        notifySuccess(data.message)
        navigate('/profile')
      },
      onError: (error) => {
        if (showPasswordErrors(form, error)) return
        // A 401 already logged the user out.
        if (error instanceof ApiError && error.status === 401) return
        notifyError(errorMessage(error, 'Não foi possível alterar a senha.'))
      },
    })
  })

  return (
    <AuthCard title="Alterar senha" description="Escolha uma nova senha com ao menos 8 caracteres.">
      <form onSubmit={onSubmit} noValidate aria-label="Alterar senha">
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <Group justify="space-between" mt="xs">
            <BackLink to="/profile" variant="subtle" />
            <Button type="submit" loading={change.isPending}>
              Alterar
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  )
}
