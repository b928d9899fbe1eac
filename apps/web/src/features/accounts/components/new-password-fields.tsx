import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { z } from 'zod/mini'
import { PasswordField } from '@/components/form/password-field'
import { applyServerErrors } from '@/components/form/server-errors'
import { requiredPassword } from '@/components/form/validation'

const schema = z.object({
  password: requiredPassword(),
  passwordConfirm: requiredPassword(),
})
export type NewPasswordValues = z.infer<typeof schema>
export type NewPasswordForm = UseFormReturn<NewPasswordValues>

/** The form of a new password and its confirmation (change password, reset link): both required. */
export function useNewPasswordForm(): NewPasswordForm {
  return useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
}

/** Puts the server's 422 messages under the two fields; false when the error is not about them. */
export function showPasswordErrors(form: NewPasswordForm, error: unknown): boolean {
  return applyServerErrors(error, form.setError, ['password', 'passwordConfirm'])
}

/** "Senha" and "Confirmar Senha"; typing in a field clears its message. */
export function NewPasswordFields({
  form,
  autoFocus = false,
}: {
  form: NewPasswordForm
  autoFocus?: boolean
}) {
  const { errors } = form.formState
  return (
    <>
      <PasswordField
        label="Senha"
        withAsterisk
        autoFocus={autoFocus}
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
    </>
  )
}
