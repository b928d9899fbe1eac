import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { deactivateSummary, deleteSummary } from '../api/remove-summary'
import { unshareSummary } from '../api/summary-shares'
import { summaryTexts } from '../texts'

interface Confirmation {
  title: string
  question: string
  confirm: string
  run: () => Promise<unknown>
  success: (answer: unknown) => string
  failure: (error: unknown) => string
  onDone?: () => void
}

/** Asks (SPEC section 8's confirmation), then calls (the call refreshes the summaries' tables) and toasts. */
function confirmThen({ title, question, confirm, run, success, failure, onDone }: Confirmation) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm, cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        const answer = await run()
        notifySuccess(success(answer))
        onDone?.()
      } catch (error) {
        notifyError(failure(error))
      }
    },
  })
}

export function confirmDeactivate(id: number, onDone?: () => void) {
  confirmThen({
    title: 'Desativar resumo',
    question: summaryTexts.confirmDeactivate,
    confirm: 'Sim, desativar',
    run: () => deactivateSummary(id),
    success: () => summaryTexts.deactivated,
    failure: (error) => `${summaryTexts.deactivateFailure}${errorMessage(error, '')}`,
    onDone,
  })
}

export function confirmDelete(id: number, onDone?: () => void) {
  confirmThen({
    title: 'Excluir resumo',
    question: summaryTexts.confirmDelete,
    confirm: 'Sim, excluir',
    run: () => deleteSummary(id),
    success: () => summaryTexts.deleted,
    failure: (error) => `${summaryTexts.deleteFailure}${errorMessage(error, '')}`,
    onDone,
  })
}

export function confirmUnshare(id: number, userId: number) {
  confirmThen({
    title: 'Descompartilhar',
    question: summaryTexts.confirmUnshare,
    confirm: 'Sim, remover',
    run: () => unshareSummary(id, userId),
    success: (answer) => (answer as { message: string }).message,
    failure: () => summaryTexts.unshareFailure,
  })
}
