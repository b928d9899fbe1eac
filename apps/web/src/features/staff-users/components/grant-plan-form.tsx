import { monthsLabel, TEXT_MAX } from '@gabarito/core'
import { Button, Group, Paper, Select, Stack, Textarea, Title } from '@mantine/core'
import { IconGift } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { confirmAction } from '@/components/staff/confirm-action'
import { MonthsInput } from '@/components/staff/months-input'
import { useStaffSave } from '@/components/staff/use-staff-save'
import { type GrantFields, grantPlan, UNLIMITED_ID } from '@/features/staff-users/api/users'
import { useAllModulos } from '@/lib/api/staff/selection'
import { notifySuccess } from '@/lib/notify'

const EMPTY: GrantFields = { modulo_id: null, meses: 1, motivo: '' }

/** "Conceder ou prorrogar plano": a course or the unlimited subscription, months and the reason (audited). */
export function GrantPlanForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const [fields, setFields] = useState<GrantFields>(EMPTY)
  const { errors, setErrors, saving, save } = useStaffSave()
  const courses = useAllModulos()
  const options = [
    { value: String(UNLIMITED_ID), label: 'Assinatura ilimitada' },
    ...(courses.data ?? [])
      .filter((c) => c.id !== UNLIMITED_ID)
      .map((c) => ({ value: String(c.id), label: c.visivel ? c.nome : `${c.nome} (oculto)` })),
  ]
  const change = (patch: Partial<GrantFields>) => {
    setFields((f) => ({ ...f, ...patch }))
    setErrors({})
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const course = options.find((o) => o.value === String(fields.modulo_id))?.label ?? 'o plano'
    const months = typeof fields.meses === 'number' ? monthsLabel(fields.meses) : ''
    const confirmed = await confirmAction({
      title: 'Conceder plano',
      message: `Conceder ${months} de ${course}? Conta a partir do fim do plano atual, se ainda valer.`,
      confirmLabel: 'Sim, conceder',
      danger: false,
    })
    if (!confirmed) return
    await save(async () => {
      await grantPlan(userId, fields)
      notifySuccess('Plano concedido.')
      setFields(EMPTY)
      onDone()
    })
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label="Conceder plano">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Conceder ou prorrogar plano
        </Title>
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Curso"
            placeholder="Escolha o curso"
            searchable
            data={options}
            value={fields.modulo_id === null ? null : String(fields.modulo_id)}
            onChange={(value) => change({ modulo_id: value ? Number(value) : null })}
            error={errors.modulo_id}
            w={{ base: '100%', sm: 320 }}
            required
          />
          <MonthsInput
            value={fields.meses}
            onChange={(meses) => change({ meses })}
            error={errors.meses}
            required
          />
        </Group>
        <Textarea
          label="Motivo"
          placeholder="ex.: prêmio da promoção de novembro, atendimento 1234"
          value={fields.motivo}
          onChange={(event) => change({ motivo: event.currentTarget.value })}
          error={errors.motivo}
          maxLength={TEXT_MAX.staffReason}
          autosize
          minRows={2}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconGift size={16} aria-hidden />}>
            Conceder plano
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
