import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

/** Error and success toasts close by themselves after 10 s (SPEC section 9); plain ones stay until closed. */
export const TOAST_AUTO_CLOSE_MS = 10_000

const openErrorIds = new Set<string>()
let sequence = 0

function nextId(kind: string): string {
  sequence += 1
  return `${kind}-${sequence}`
}

/** `id` makes the toast unique: asking again while it is open shows it only once. */
export function notifyError(message: ReactNode, title?: ReactNode, id = nextId('erro')): string {
  if (openErrorIds.has(id)) return id
  openErrorIds.add(id)
  notifications.show({
    id,
    title,
    message,
    color: 'red',
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': 'Fechar' },
    'data-kind': 'error',
    onClose: () => openErrorIds.delete(id),
  })
  return id
}

export function notifySuccess(message: ReactNode, title?: ReactNode): string {
  return notifications.show({
    id: nextId('sucesso'),
    title,
    message,
    color: 'brand',
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': 'Fechar' },
    'data-kind': 'success',
  })
}

export function notifyInfo(message: ReactNode, title?: ReactNode): string {
  return notifications.show({
    id: nextId('aviso'),
    title,
    message,
    color: 'blue',
    autoClose: false,
    closeButtonProps: { 'aria-label': 'Fechar' },
    'data-kind': 'info',
  })
}

/** Hides every error toast still open. */
export function hideErrorToasts(): void {
  for (const id of [...openErrorIds]) {
    notifications.hide(id)
    openErrorIds.delete(id)
  }
}

/** Escape closes the error toasts (SPEC section 9). Returns the function that removes the listener. */
export function listenEscapeForErrorToasts(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openErrorIds.size > 0) hideErrorToasts()
  }
  target.addEventListener('keydown', onKeyDown)
  return () => target.removeEventListener('keydown', onKeyDown)
}
