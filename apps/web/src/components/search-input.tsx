import { TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'

interface SearchInputProps {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  className?: string
}

/** A search box with its magnifier (the courses' name filter, the tables' search). */
export function SearchInput({ label, placeholder, value, onChange, maxLength, className }: SearchInputProps) {
  return (
    <TextInput
      className={className}
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={maxLength}
    />
  )
}
