import { NUMBER_RANGE } from '@gabarito/core'
import { NumberInput } from '@mantine/core'
import type { ReactNode } from 'react'

interface MonthsInputProps {
  /** Whole months, or '' while the field is empty. */
  value: number | ''
  onChange: (months: number | '') => void
  error?: ReactNode
  required?: boolean
}

/** "Meses" of a plan, 1 to 36 whole months: a price's period, a plan granted by staff. */
export function MonthsInput({ value, onChange, error, required }: MonthsInputProps) {
  return (
    <NumberInput
      label="Meses"
      min={NUMBER_RANGE.planMonths.min}
      max={NUMBER_RANGE.planMonths.max}
      allowDecimal={false}
      value={value}
      onChange={(n) => onChange(typeof n === 'number' ? n : '')}
      error={error}
      w={110}
      required={required}
    />
  )
}
