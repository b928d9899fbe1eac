import { formatDateTime, monthsLabel } from '@gabarito/core'
import type { AdminPaymentRow } from '@gabarito/core/contract'
import { Button, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconEye } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { PAYMENTS_PATH } from '@/features/staff-payments/api/payments'
import { MonthExport } from './month-export'
import { NO_FILTERS, PaymentFilters, type PaymentFilterValues } from './payment-filters'
import { PaymentStatusBadge } from './payment-status-badge'

const NoWrap = ({ children }: { children: string }) => (
  <Text span inherit style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
)

const columns: DataTableColumn<AdminPaymentRow>[] = [
  {
    data: 'criado_em',
    title: 'Criado em',
    sortable: true,
    searchable: false,
    render: (row) => <NoWrap>{formatDateTime(row.criado_em)}</NoWrap>,
  },
  {
    data: 'aluno',
    title: 'Aluno',
    sortable: true,
    render: (row) => (
      <Stack gap={0}>
        <Text inherit>{row.aluno.nome}</Text>
        <Text size="xs" c="dimmed">
          {row.aluno.cpf} · {row.aluno.email}
        </Text>
      </Stack>
    ),
  },
  {
    data: 'plano',
    title: 'Plano',
    sortable: true,
    render: (row) => `${row.plano.nome} (${monthsLabel(row.meses)})`,
  },
  { data: 'valor', title: 'Valor', sortable: true, searchable: false, align: 'right' },
  {
    data: 'status',
    title: 'Situação',
    sortable: true,
    searchable: false,
    render: (row) => <PaymentStatusBadge status={row.status} />,
  },
  {
    data: 'pago_em',
    title: 'Pago em',
    sortable: true,
    searchable: false,
    render: (row) => (row.pago_em ? <NoWrap>{formatDateTime(row.pago_em)}</NoWrap> : '—'),
  },
  {
    data: 'acoes',
    title: 'Detalhes',
    searchable: false,
    hideLabelOnPhone: true,
    render: (row) => (
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={String(row.id)}
        leftSection={<IconEye size={16} aria-hidden />}
        aria-label={`Ver o pagamento ${row.id} de ${row.aluno.nome}`}
      >
        Ver
      </Button>
    ),
  },
]

const MONEY = /^\d{1,7}([.,]\d{1,2})?$/
const MONEY_ERROR = 'Valor inválido: use reais com até dois decimais (ex.: 29,90).'

/** The filters the server is sent (only valid ones) and the messages for the others. */
function readFilters(f: PaymentFilterValues) {
  const errors: Record<string, string> = {}
  const min = f.valorMin.trim()
  const max = f.valorMax.trim()
  if (min && !MONEY.test(min)) errors.valor_min = MONEY_ERROR
  if (max && !MONEY.test(max)) errors.valor_max = MONEY_ERROR
  if (f.de && f.ate && f.de > f.ate) errors.ate = 'A data final deve ser depois da inicial.'
  return {
    errors,
    params: {
      modulo_id: f.course?.id,
      status: f.status,
      de: f.de,
      ate: errors.ate ? '' : f.ate,
      valor_min: errors.valor_min ? '' : min,
      valor_max: errors.valor_max ? '' : max,
    },
  }
}

/** `#/admin/pagamentos` (Admin): every PIX payment, searched and filtered, and the month's CSV (decision 0025). */
export function PaymentsListPage() {
  const [filters, setFilters] = useState(NO_FILTERS)
  const [debounced] = useDebouncedValue(filters, 300)
  const { errors } = readFilters(filters)
  const { params } = readFilters(debounced)
  return (
    <>
      <AdminPageTitle actions={<MonthExport />}>Pagamentos</AdminPageTitle>
      <Stack gap="md">
        <PaymentFilters value={filters} onChange={setFilters} errors={errors} />
        <StaffTable<AdminPaymentRow>
          label="Pagamentos"
          path={PAYMENTS_PATH}
          params={params}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'criado_em', dir: 'desc' }]}
          emptyText="Nenhum pagamento encontrado."
        />
      </Stack>
    </>
  )
}
