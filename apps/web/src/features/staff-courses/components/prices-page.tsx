import { formatMoney, monthsLabel } from '@gabarito/core'
import type { PlanPrices } from '@gabarito/core/contract'
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { MonthsInput } from '@/components/staff/months-input'
import { useStaffSave } from '@/components/staff/use-staff-save'
import { savePlanPrices, usePlanPrices } from '@/features/staff-courses/api/courses'
import { errorMessage } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { useManagerSelection } from '@/lib/staff-selection'

type Scope = 'curso' | 'ilimitada'
interface Row {
  key: number
  meses: number | ''
  reais: number | ''
}

let nextKey = 0
const rowOf = (meses: number | '', centavos: number | null): Row => ({
  key: ++nextKey,
  meses,
  reais: centavos === null ? '' : centavos / 100,
})

function PricesForm({ target, saved }: { target: number | 'ilimitada'; saved: PlanPrices }) {
  const [rows, setRows] = useState<Row[]>(() => saved.precos.map((p) => rowOf(p.meses, p.centavos)))
  const { errors, setErrors, saving, save } = useStaffSave()
  const change = (key: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)))
    setErrors({})
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const precos = rows.map((r) => ({
      meses: r.meses === '' ? 0 : r.meses,
      centavos: r.reais === '' ? 0 : Math.round(r.reais * 100),
    }))
    await save(async () => {
      const result = await savePlanPrices(target, precos)
      setRows(result.precos.map((p) => rowOf(p.meses, p.centavos)))
      notifySuccess('Preços salvos.')
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Preços de ${saved.nome}`}>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>{saved.nome}</Text>
          {rows.map((row, i) => (
            <Group key={row.key} align="flex-start" wrap="wrap" data-testid="linha-preco">
              <MonthsInput
                value={row.meses}
                onChange={(meses) => change(row.key, { meses })}
                error={errors[`precos.${i}.meses`]}
              />
              <NumberInput
                label="Preço"
                prefix="R$ "
                decimalSeparator=","
                thousandSeparator="."
                decimalScale={2}
                fixedDecimalScale
                min={1}
                value={row.reais}
                onChange={(n) => change(row.key, { reais: typeof n === 'number' ? n : '' })}
                error={errors[`precos.${i}.centavos`]}
                w={170}
              />
              <Text size="sm" c="dimmed" mt={30}>
                {row.meses !== '' && row.reais !== ''
                  ? `${monthsLabel(row.meses)} - ${formatMoney(Math.round(row.reais * 100))}`
                  : ''}
              </Text>
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={`Remover o preço de ${row.meses ? monthsLabel(row.meses) : '? meses'}`}
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {errors.precos && (
            <Text c="red" size="sm" role="alert">
              {errors.precos}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setRows((list) => [...list, rowOf('', null)])}
            >
              Adicionar preço
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              Salvar preços
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  )
}

/** `#/admin/precos` (Admin): the selected course's prices per number of months, or the unlimited subscription's. */
export function PricesPage() {
  const { moduloId } = useManagerSelection()
  const [scope, setScope] = useState<Scope>('curso')
  const target = scope === 'ilimitada' ? 'ilimitada' : moduloId
  const prices = usePlanPrices(target)
  return (
    <>
      <AdminPageTitle>Preços</AdminPageTitle>
      <Stack gap="md">
        <SegmentedControl
          aria-label="De qual plano"
          value={scope}
          onChange={(value) => setScope(value as Scope)}
          data={[
            { value: 'curso', label: 'Curso selecionado' },
            { value: 'ilimitada', label: 'Assinatura ilimitada' },
          ]}
        />
        {target === null ? (
          <ChooseCourse toDo="ver e alterar seus preços" />
        ) : prices.isError ? (
          <Alert color="red">{errorMessage(prices.error)}</Alert>
        ) : prices.data ? (
          <PricesForm key={`${target}-${prices.dataUpdatedAt}`} target={target} saved={prices.data} />
        ) : (
          <Skeleton height={200} />
        )}
      </Stack>
    </>
  )
}
