import { Button, Group, TextInput } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { useState } from 'react'
import { downloadMonthCsv } from '@/features/staff-payments/api/payments'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

/** 'aaaa-mm' of the current month in São Paulo. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date())

/** "Exportar CSV do mês": the month's confirmed payments for the accountant. */
export function MonthExport() {
  const [month, setMonth] = useState(thisMonth)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const run = async () => {
    setError(undefined)
    setBusy(true)
    try {
      await downloadMonthCsv(month)
      notifySuccess(`CSV de ${month} baixado.`)
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.mes) setError(e.fieldErrors.mes)
      else notifyError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        type="month"
        label="Mês"
        value={month}
        onChange={(e) => setMonth(e.currentTarget.value)}
        error={error}
        w={170}
        data-testid="mes-exportar"
      />
      <Button onClick={run} loading={busy} leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>
        Exportar CSV do mês
      </Button>
    </Group>
  )
}
