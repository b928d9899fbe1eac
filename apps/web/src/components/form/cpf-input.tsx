import { TextInput, type TextInputProps } from '@mantine/core'
import { forwardRef } from 'react'

export const CPF_LENGTH = 11

/** Keeps the digits a user typed or pasted, at most the 11 of a CPF. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CPF_LENGTH)
}

export interface CpfInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string
  onChange: (digits: string) => void
}

/** CPF field: numeric keyboard on phones, digits only (dots and dash are dropped as typed). */
export const CpfInput = forwardRef<HTMLInputElement, CpfInputProps>(function CpfInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="username"
      placeholder="Somente números"
      {...props}
      value={value}
      onChange={(event) => onChange(cpfDigits(event.currentTarget.value))}
    />
  )
})
