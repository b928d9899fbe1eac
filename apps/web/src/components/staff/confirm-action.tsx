import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import type { ReactNode } from 'react'

interface ConfirmOptions {
  /** 'Excluir disciplina' */
  title: string
  /** 'Excluir a disciplina Matemática? Esta ação não pode ser desfeita.' */
  message: ReactNode
  /** Confirm button text (default 'Sim, excluir'). */
  confirmLabel?: string
  /** Red confirm button (default true: deletes and other losses). */
  danger?: boolean
}

/**
 * Asks before a delete (or any change that loses something), in pt-BR, with Mantine's confirm modal. Resolves
 * true when confirmed, false when cancelled or closed:
 * `if (await confirmAction({ title: 'Excluir notícia', message: '…' })) await adminApi.delete(…)`.
 */
export function confirmAction({
  title,
  message,
  confirmLabel = 'Sim, excluir',
  danger = true,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false
    const answer = (value: boolean) => {
      if (answered) return
      answered = true
      resolve(value)
    }
    modals.openConfirmModal({
      title,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: 'Cancelar' },
      // red.8: white on Mantine's red.6 is 3.8:1, under the 4.5:1 axe asks of a button's text.
      confirmProps: danger ? { color: 'red.8' } : undefined,
      closeButtonProps: { 'aria-label': 'Fechar' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    })
  })
}
