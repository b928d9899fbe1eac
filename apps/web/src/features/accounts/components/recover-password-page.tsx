import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Stack } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { AuthCard } from '@/components/auth-card'
import { CpfField } from '@/components/form/cpf-field'
import { applyServerErrors } from '@/components/form/server-errors'
import { requiredText } from '@/components/form/validation'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useResetPassword } from '../api/reset-password'
import { BackToLoginLink } from './back-to-login-link'

const schema = z.object({ cpf: requiredText() })
type Values = z.infer<typeof schema>

/** /recuperar_senha: a link to choose a new password goes to the registered e-mail; the current one keeps working. */
export function RecoverPasswordPage() {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { cpf: '' } })

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(values.cpf, {
      onSuccess: (data) => {
        notifySuccess(data.message)
        navigate('/login')
      },
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, ['cpf'])) {
          notifyError(errorMessage(error, 'Não foi possível recuperar a senha.'))
        }
      },
    })
  })

  return (
    <AuthCard
      title="Recuperar senha"
      description="Informe seu CPF: enviaremos ao e-mail do seu cadastro um link para criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Recuperar senha">
        <Stack gap="md">
          <CpfField
            control={form.control}
            name="cpf"
            onEdit={() => form.clearErrors('cpf')}
            label="CPF"
            withAsterisk
            autoFocus
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            Enviar link
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  )
}
