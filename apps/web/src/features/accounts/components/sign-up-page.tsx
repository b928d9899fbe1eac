import { texts } from '@gabarito/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { type Path, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { AuthCard } from '@/components/auth-card'
import { CpfField } from '@/components/form/cpf-field'
import { PasswordField } from '@/components/form/password-field'
import { applyServerErrors } from '@/components/form/server-errors'
import { requiredPassword, requiredText } from '@/components/form/validation'
import { TermsOfUseContent } from '@/components/terms-of-use-content'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSignUp } from '../api/sign-up'
import classes from './sign-up-page.module.css'

const schema = z.object({
  nome: requiredText(),
  email: requiredText(),
  id: requiredText(),
  apelido: requiredText(),
  password: requiredPassword(),
  passwordConfirm: requiredPassword(),
  aceite: z.boolean().check(z.refine((value) => value, 'Você precisa aceitar os termos de uso.')),
})

type Values = z.infer<typeof schema>
const SERVER_FIELDS: Path<Values>[] = ['nome', 'email', 'id', 'apelido', 'password', 'passwordConfirm']

/** /cadastro: the registration form, with the terms of use to accept. */
export function SignUpPage() {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      nome: '',
      email: '',
      id: '',
      apelido: '',
      password: '',
      passwordConfirm: '',
      aceite: false,
    },
  })
  const { errors } = form.formState

  /** Typing in a field clears the server's message under it. */
  const field = (name: Exclude<Path<Values>, 'id' | 'aceite'>) =>
    form.register(name, { onChange: () => form.clearErrors(name) })

  const onSubmit = form.handleSubmit(({ aceite: _aceite, ...values }) => {
    signUp.mutate(values, {
      onSuccess: () => {
        notifySuccess(texts.signUpSuccess)
        navigate('/login')
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, SERVER_FIELDS)
        notifyError(errorMessage(error, 'Tente novamente em instantes.'), texts.signUpFailure)
      },
    })
  })

  return (
    <AuthCard title="Criar conta" description="Preencha seus dados para começar a estudar." size={720}>
      <form onSubmit={onSubmit} noValidate aria-label="Criar conta">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Nome completo"
              withAsterisk
              autoComplete="name"
              error={errors.nome?.message}
              {...field('nome')}
            />
            <TextInput
              label="E-mail"
              type="email"
              withAsterisk
              autoComplete="email"
              error={errors.email?.message}
              {...field('email')}
            />
            <CpfField
              control={form.control}
              name="id"
              onEdit={() => form.clearErrors('id')}
              label="CPF"
              description="Somente números"
              placeholder=""
              autoComplete="off"
              withAsterisk
            />
            <TextInput
              label="Apelido"
              description="Como você quer ser chamado"
              withAsterisk
              autoComplete="nickname"
              error={errors.apelido?.message}
              {...field('apelido')}
            />
            <PasswordField
              label="Senha"
              withAsterisk
              autoComplete="new-password"
              error={errors.password?.message}
              {...field('password')}
            />
            <PasswordField
              label="Confirmar senha"
              withAsterisk
              autoComplete="new-password"
              error={errors.passwordConfirm?.message}
              {...field('passwordConfirm')}
            />
          </SimpleGrid>

          <div>
            <Text fw={600} size="sm" mb={4} id="termos-titulo">
              Termos de uso
            </Text>
            {/* A plain scrolling box that takes the focus, so the keyboard scrolls it (decision 0038). */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1) */}
            <section className={classes.terms} aria-labelledby="termos-titulo" tabIndex={0}>
              <div className={classes.termsBody}>
                <TermsOfUseContent />
              </div>
            </section>
          </div>

          <Checkbox
            label="Li e aceito os termos de uso"
            error={errors.aceite?.message}
            {...form.register('aceite')}
          />

          <Button type="submit" size="md" loading={signUp.isPending}>
            Cadastrar
          </Button>
          <Group justify="center">
            <Text size="sm">
              Já tem conta?{' '}
              <Anchor component={Link} to="/login" fw={600}>
                Entrar
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  )
}
