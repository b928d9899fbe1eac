import { TextInput, type TextInputProps } from '@mantine/core'

interface DayInputProps {
  label: string
  /** The day as yyyy-mm-dd, '' for none. */
  value: string
  onChange: (day: string) => void
  error?: string
  w?: TextInputProps['w']
}

/** A staff list's day filter (from, until), the browser's date picker. */
export function DayInput({ label, value, onChange, error, w }: DayInputProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={w}
    />
  )
}
