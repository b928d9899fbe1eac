import { TEXT_MAX } from '@gabarito/core'
import { Textarea, TextInput } from '@mantine/core'

interface FieldProps {
  value: string
  error?: string
  onChange: (value: string) => void
}

/** A course's, subject's or topic's "Nome" (`TEXT_MAX.courseName` characters); `autoFocus` in a modal. */
export function NameInput({ value, error, onChange, autoFocus }: FieldProps & { autoFocus?: boolean }) {
  return (
    <TextInput
      label="Nome"
      required
      data-autofocus={autoFocus || undefined}
      maxLength={TEXT_MAX.courseName}
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
      maxLength={TEXT_MAX.courseDescription}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  )
}
