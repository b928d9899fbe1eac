import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { forwardRef, useId } from 'react'

/**
 * PasswordInput whose inner input is tied to its error message (`aria-invalid`, `aria-describedby`):
 * Mantine's PasswordInput does not do it on its own, unlike TextInput.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(
  { id, error, ...props },
  ref,
) {
  const generatedId = useId()
  const inputId = id ?? `senha-${generatedId.replace(/:/g, '')}`
  const hasError = Boolean(error)
  return (
    <PasswordInput
      ref={ref}
      id={inputId}
      error={error}
      aria-invalid={hasError || undefined}
      aria-describedby={hasError ? `${inputId}-error` : undefined}
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou esconder a senha' }}
      {...props}
    />
  )
})
