import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { keepClearOfToasts, releaseToastRoom } from './toast-clearance'

/** Error and success toasts close by themselves after 10 s (SPEC section 9); plain ones stay until closed. */
export const TOAST_AUTO_CLOSE_MS = 10_000

type Kind = 'error' | 'success' | 'info'

export interface ToastOptions {
  /**
   * The error is the reason for the redirect that follows it at once ("Simulado não encontrado." and back to the
   * history): it stays on the next screen instead of going with the one it was raised on.
   */
  forNextScreen?: boolean
}

/** A toast on screen (decision 0038): one of each kind at most, a newer one of the kind in place of the older. */
interface Shown {
  id: string
  /** What makes two toasts the same: the caller's id, or else the kind and the text. */
  key: string
  /** The route path it was raised on: an error goes when the student leaves it. */
  screen: string
  forNextScreen: boolean
}

const shown: Partial<Record<Kind, Shown>> = {}
let screen = ''
let sequence = 0

const openToasts = () => Object.values(shown).flatMap((toast) => (toast ? [toast.id] : []))

const COLORS: Record<Kind, string> = { error: 'red', success: 'brand', info: 'blue' }
const PREFIX: Record<Kind, string> = { error: 'erro', success: 'sucesso', info: 'aviso' }

function keyOf(kind: Kind, message: ReactNode, title: ReactNode, id: string | undefined): string {
  if (id !== undefined) return `${kind}:${id}`
  const text = (node: ReactNode) =>
    typeof node === 'string' || typeof node === 'number' ? String(node) : null
  const words = [text(title ?? ''), text(message)]
  if (words.includes(null)) return `${kind}:#${sequence + 1}`
  return `${kind}:${words.join('\n')}`
}

function show(kind: Kind, message: ReactNode, title: ReactNode, id?: string, options: ToastOptions = {}) {
  const key = keyOf(kind, message, title, id)
  const current = shown[kind]
  // The same toast is open already: the text is never shown twice at once (it stays clear of what was used).
  if (current?.key === key) {
    keepClearOfToasts(openToasts)
    return current.id
  }
  if (current) notifications.hide(current.id)
  sequence += 1
  const toastId = `${PREFIX[kind]}-${sequence}`
  shown[kind] = { id: toastId, key, screen, forNextScreen: options.forNextScreen === true }
  notifications.show({
    id: toastId,
    title,
    message,
    color: COLORS[kind],
    autoClose: kind === 'info' ? false : TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': 'Fechar' },
    'data-kind': kind,
    'data-toast': toastId,
    onOpen: () => keepClearOfToasts(openToasts),
    onClose: () => {
      if (shown[kind]?.id === toastId) shown[kind] = undefined
      if (openToasts().length === 0) releaseToastRoom()
    },
  })
  return toastId
}

/** `id` makes the toast unique: asking again while it is open shows it only once. */
export function notifyError(
  message: ReactNode,
  title?: ReactNode,
  id?: string,
  options?: ToastOptions,
): string {
  return show('error', message, title, id, options)
}

export function notifySuccess(message: ReactNode, title?: ReactNode): string {
  return show('success', message, title)
}

export function notifyInfo(message: ReactNode, title?: ReactNode): string {
  return show('info', message, title)
}

/** Hides the error toast still open, if any. */
export function hideErrorToasts(): void {
  const error = shown.error
  if (error) notifications.hide(error.id)
}

/**
 * Tells the toasts the route path on screen (the router calls it on every change). An error raised on another
 * screen goes: it spoke of a form or a load the student has left. Success and plain toasts stay (they tell what
 * led here, "Cadastro realizado com Sucesso!!" on the login screen), and so does an error raised `forNextScreen`.
 */
export function toastsFollowScreen(path: string): void {
  if (path === screen) return
  screen = path
  const error = shown.error
  if (!error || error.screen === path) return
  if (error.forNextScreen) {
    error.forNextScreen = false
    error.screen = path
  } else {
    hideErrorToasts()
  }
}

/** Escape closes the error toasts (SPEC section 9). Returns the function that removes the listener. */
export function listenEscapeForErrorToasts(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hideErrorToasts()
  }
  target.addEventListener('keydown', onKeyDown)
  return () => target.removeEventListener('keydown', onKeyDown)
}
