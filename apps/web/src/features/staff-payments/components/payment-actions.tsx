import { PAYMENT_STATUS, TEXT_MAX } from '@gabarito/core'
import type { AdminPaymentDetail } from '@gabarito/core/contract'
import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { IconCashBanknote, IconCircleCheck, IconReceiptRefund } from '@tabler/icons-react'
import { useState } from 'react'
import { confirmAction } from '@/components/staff/confirm-action'
import { actOnPayment, type PaymentAction } from '@/features/staff-payments/api/payments'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

const QUESTIONS = {
  confirmar: {
    title: 'Confirmar recebimento',
    text: 'Confirmar que este PIX foi recebido fora do PSP? O plano do aluno é liberado ou estendido pelos meses pagos.',
    label: 'Sim, confirmar',
    danger: false,
  },
  estornar: {
    title: 'Estornar pagamento',
    text: 'Estornar este pagamento? O fim do plano do aluno volta exatamente o período que ele somou. A devolução do dinheiro é feita no banco ou no PSP; aqui fica registrada.',
    label: 'Sim, estornar',
    danger: true,
  },
  cancelar: {
    title: 'Cancelar pagamento',
    text: 'Cancelar este pagamento (confirmado por engano, sem devolução de dinheiro)? O fim do plano do aluno volta exatamente o período que ele somou.',
    label: 'Sim, cancelar pagamento',
    danger: true,
  },
} as const

/** Confirmar recebimento / Estornar / Cancelar, each asked first, with a toast for the answer. */
export function PaymentActions({ payment }: { payment: AdminPaymentDetail }) {
  const [busy, setBusy] = useState<PaymentAction | null>(null)

  const run = async (action: PaymentAction) => {
    const question = QUESTIONS[action]
    let motivo = ''
    const message =
      action === 'confirmar' ? (
        question.text
      ) : (
        <Stack gap="sm">
          <Text size="sm">{question.text}</Text>
          <Textarea
            label="Motivo (opcional)"
            maxLength={TEXT_MAX.staffReason}
            autosize
            minRows={2}
            onChange={(e) => {
              motivo = e.currentTarget.value
            }}
            data-testid="motivo"
          />
        </Stack>
      )
    const confirmed = await confirmAction({
      title: question.title,
      message,
      confirmLabel: question.label,
      danger: question.danger,
    })
    if (!confirmed) return
    setBusy(action)
    try {
      const answer = await actOnPayment(payment.id, action, motivo.trim() || undefined)
      notifySuccess(answer.mensagem)
    } catch (error) {
      notifyError(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  const open = payment.status === PAYMENT_STATUS.created || payment.status === PAYMENT_STATUS.expired
  const paid = payment.status === PAYMENT_STATUS.executed
  if (!open && !paid) return null
  return (
    <Group gap="xs">
      {open && (
        <Button
          onClick={() => run('confirmar')}
          loading={busy === 'confirmar'}
          leftSection={<IconCircleCheck size={18} aria-hidden />}
        >
          Confirmar recebimento
        </Button>
      )}
      {paid && (
        <>
          <Button
            color="orange"
            variant="light"
            onClick={() => run('estornar')}
            loading={busy === 'estornar'}
            leftSection={<IconReceiptRefund size={18} aria-hidden />}
          >
            Estornar
          </Button>
          <Button
            color="red"
            variant="subtle"
            onClick={() => run('cancelar')}
            loading={busy === 'cancelar'}
            leftSection={<IconCashBanknote size={18} aria-hidden />}
          >
            Cancelar
          </Button>
        </>
      )}
    </Group>
  )
}
