import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

interface ModalActionsProps {
  /** Closes the modal, nothing saved. */
  onCancel: () => void
  /** Spins the confirming button while the change is sent. */
  saving: boolean
  /** Runs on the confirming button; without it that button submits the modal's form. */
  onConfirm?: () => void
  disabled?: boolean
  /** The confirming button's text. */
  children?: ReactNode
}

/** The foot of a modal: "Cancelar" and the button that saves ("Salvar" unless it says otherwise). */
export function ModalActions({
  onCancel,
  saving,
  onConfirm,
  disabled,
  children = 'Salvar',
}: ModalActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancelar
      </Button>
      <Button
        type={onConfirm ? undefined : 'submit'}
        onClick={onConfirm}
        loading={saving}
        disabled={disabled}
      >
        {children}
      </Button>
    </Group>
  )
}
