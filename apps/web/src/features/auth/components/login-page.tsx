import { texts } from '@gabarito/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconFileText } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod/mini'
import { AuthCard } from '@/components/auth-card'
import { CpfField } from '@/components/form/cpf-field'
import { PasswordField } from '@/components/form/password-field'
import { requiredPassword, requiredText } from '@/components/form/validation'
import { openTermsOfUseModal } from '@/components/open-terms-modal'
import { errorMessage } from '@/lib/api-client'
import { useLogin } from '../api/login'

const loginSchema = z.object({
  id: requiredText(),
  password: requiredPassword(),
})

type LoginValues = z.infer<typeof loginSchema>

/** /login: CPF and password. The guest-only guard leaves this screen once the token is stored. */
export function LoginPage() {
  const login = useLogin()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { id: '', password: '' },
  })

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null)
    login.mutate(values, {
      onError: (error) => setFailure(errorMessage(error, 'Não foi possível entrar. Tente novamente.')),
    })
  })

  return (
    <AuthCard title="Entrar" description="Use seu CPF e sua senha para acessar seus cursos.">
      {failure && (
        <Alert
          color="red"
          variant="light"
          title={texts.errorTitle}
          icon={<IconAlertCircle aria-hidden />}
          withCloseButton
          closeButtonLabel="Fechar"
          onClose={() => setFailure(null)}
          mb="md"
          role="alert"
          data-testid="login-erro"
        >
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Entrar">
        <Stack gap="md">
          <CpfField control={form.control} name="id" label="CPF" withAsterisk autoFocus />
          <PasswordField
            label="Senha"
            withAsterisk
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/recuperar_senha" size="sm">
              Esqueci minha senha
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            Entrar
          </Button>
        </Stack>
      </form>
      <Divider my="lg" />
      <Stack gap="xs" align="center">
        <Text size="sm">
          Ainda não tem conta?{' '}
          <Anchor component={Link} to="/cadastro" fw={600}>
            Criar conta
          </Anchor>
        </Text>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconFileText size={18} aria-hidden />}
          onClick={openTermsOfUseModal}
        >
          Termos de uso
        </Button>
      </Stack>
    </AuthCard>
  )
}
