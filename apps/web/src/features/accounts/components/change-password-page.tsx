import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Group, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { AuthCard } from '@/components/auth-card'
import { PasswordField } from '@/components/form/password-field'
import { applyServerErrors } from '@/components/form/server-errors'
import { requiredPassword } from '@/components/form/validation'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useChangePassword } from '../api/change-password'

const schema = z.object({
  password: requiredPassword(),
  passwordConfirm: requiredPassword(),
})
type Values = z.infer<typeof schema>

/** /alterar/senha: both fields required; the server answers per field. */
export function ChangePasswordPage() {
  const navigate = useNavigate()
  const change = useChangePassword()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: (data) => {
        notifySuccess(data.message)
        navigate('/profile')
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['password', 'passwordConfirm'])) return
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
          <PasswordField
            label="Senha"
            withAsterisk
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
          <Group justify="space-between" mt="xs">
            <Button
              component={Link}
              to="/profile"
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              Voltar
            </Button>
            <Button type="submit" loading={change.isPending}>
              Alterar
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  )
}
