import { PAYMENT_STATUS_LABELS } from '@gabarito/core'
import { Group, Select, TextInput } from '@mantine/core'
import { DayInput } from '@/components/staff/day-input'
import { type SearchOption, SearchSelect } from '@/components/staff/search-select'
import { planSearch } from '@/features/staff-payments/api/payments'

export interface PaymentFilterValues {
  course: SearchOption | null
  status: string | null
  de: string
  ate: string
  valorMin: string
  valorMax: string
}

export const NO_FILTERS: PaymentFilterValues = {
  course: null,
  status: null,
  de: '',
  ate: '',
  valorMin: '',
  valorMax: '',
}

const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }))

interface PaymentFiltersProps {
  value: PaymentFilterValues
  onChange: (value: PaymentFilterValues) => void
  /** The server's 422 messages by field (`de`, `valor_min`…). */
  errors: Record<string, string>
}

interface AmountInputProps {
  label: string
  /** As typed ("12,50"); the list page checks it before searching. */
  value: string
  onChange: (typed: string) => void
  error?: string
}

/** One end of the amount range, in reais. */
function AmountInput({ label, value, onChange, error }: AmountInputProps) {
  return (
    <TextInput
      label={label}
      placeholder="0,00"
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={150}
    />
  )
}

/** Course or plan, status, the creation days and the amount range of the payments table. */
export function PaymentFilters({ value, onChange, errors }: PaymentFiltersProps) {
  const set = (change: Partial<PaymentFilterValues>) => onChange({ ...value, ...change })
  return (
    <Group gap="sm" align="flex-start">
      <SearchSelect
        label="Curso ou plano"
        value={value.course}
        onChange={(course) => set({ course })}
        source={planSearch}
        error={errors.modulo_id}
        data-testid="filtro-curso"
      />
      <Select
        label="Situação"
        placeholder="Todas"
        data={STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => set({ status })}
        clearable
        w={200}
        error={errors.status}
      />
      <DayInput label="Criado de" value={value.de} onChange={(de) => set({ de })} error={errors.de} />
      <DayInput label="até" value={value.ate} onChange={(ate) => set({ ate })} error={errors.ate} />
      <AmountInput
        label="Valor mínimo (R$)"
        value={value.valorMin}
        onChange={(valorMin) => set({ valorMin })}
        error={errors.valor_min}
      />
      <AmountInput
        label="Valor máximo (R$)"
        value={value.valorMax}
        onChange={(valorMax) => set({ valorMax })}
        error={errors.valor_max}
      />
    </Group>
  )
}
