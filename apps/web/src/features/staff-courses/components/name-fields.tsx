import { Textarea, TextInput } from '@mantine/core'

interface FieldProps {
  value: string
  error?: string
  onChange: (value: string) => void
}

/** A course's, subject's or topic's "Nome" (150 characters); `autoFocus` in a modal. */
export function NameInput({ value, error, onChange, autoFocus }: FieldProps & { autoFocus?: boolean }) {
  return (
    <TextInput
      label="Nome"
      required
      data-autofocus={autoFocus || undefined}
      maxLength={150}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  )
}

/** Their "Descrição" (plain text, 2,000 characters). */
export function DescriptionInput({ value, error, onChange }: FieldProps) {
  return (
    <Textarea
      label="Descrição"
      autosize
      minRows={2}
      maxLength={2000}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  )
}
