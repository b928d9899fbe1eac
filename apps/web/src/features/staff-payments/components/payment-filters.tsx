import { PAYMENT_STATUS_LABELS } from '@gabarito/core'
import { Group, Select, TextInput } from '@mantine/core'
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
      <TextInput
        type="date"
        label="Criado de"
        value={value.de}
        onChange={(e) => set({ de: e.currentTarget.value })}
        error={errors.de}
      />
      <TextInput
        type="date"
        label="até"
        value={value.ate}
        onChange={(e) => set({ ate: e.currentTarget.value })}
        error={errors.ate}
      />
      <TextInput
        label="Valor mínimo (R$)"
        placeholder="0,00"
        inputMode="decimal"
        value={value.valorMin}
        onChange={(e) => set({ valorMin: e.currentTarget.value })}
        error={errors.valor_min}
        w={150}
      />
      <TextInput
        label="Valor máximo (R$)"
        placeholder="0,00"
        inputMode="decimal"
        value={value.valorMax}
        onChange={(e) => set({ valorMax: e.currentTarget.value })}
        error={errors.valor_max}
        w={150}
      />
    </Group>
  )
}
