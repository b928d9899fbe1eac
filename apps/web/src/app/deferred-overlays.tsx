import type { ModalsProviderProps } from '@mantine/modals'
import type { NotificationsProps } from '@mantine/notifications'
import { useNotifications } from '@mantine/notifications'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'

/**
 * Mantine's modals and toasts, loaded when the first one is asked for (decision 0041): their containers (Modal, focus
 * trap, scroll lock, transitions; 16 KB gzipped) are code no first screen shows, so they stay out of the entry chunk
 * and out of the screens' budgets, as the summaries editor's modal does (decision 0013). These two stand in for
 * `ModalsProvider` and `Notifications` with the same props.
 *
 * Nothing is lost meanwhile: a toast waits in Mantine's notifications store until the container shows it, and a
 * modal asked for before its provider is there (`modals.openConfirmModal` is a window event) is kept and replayed.
 */

const containers = () => import('./overlay-containers')
const RealModalsProvider = lazy(async () => ({ default: (await containers()).ModalsProvider }))
const RealNotifications = lazy(async () => ({ default: (await containers()).Notifications }))

const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`)

/** Modal events sent before the provider listened, in order; null once it listens. */
let waiting: CustomEvent[] | null = []
const wanted = new Set<() => void>()
function keep(event: Event) {
  if (!waiting || !(event instanceof CustomEvent)) return
  waiting.push(new CustomEvent(event.type, { detail: event.detail }))
  for (const load of wanted) load()
}
if (typeof window !== 'undefined') for (const type of MODAL_EVENTS) window.addEventListener(type, keep)

/**
 * Replays the kept modal events once the real provider has added its listeners: they are added in its layout
 * effect, which runs before this child's passive effect.
 */
function ReplayModalEvents() {
  useEffect(() => {
    const kept = waiting ?? []
    waiting = null
    for (const type of MODAL_EVENTS) window.removeEventListener(type, keep)
    for (const event of kept) window.dispatchEvent(event)
  }, [])
  return null
}

export function ModalsProvider({ children, ...props }: ModalsProviderProps & { children?: ReactNode }) {
  const [ready, setReady] = useState(false)
  const load = useCallback(() => setReady(true), [])
  useEffect(() => {
    wanted.add(load)
    if (waiting && waiting.length > 0) load()
    return () => {
      wanted.delete(load)
    }
  }, [load])
  return (
    <>
      {children}
      {ready && (
        <Suspense fallback={null}>
          <RealModalsProvider {...props}>
            <ReplayModalEvents />
          </RealModalsProvider>
        </Suspense>
      )}
    </>
  )
}

export function Notifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications()
  const [ready, setReady] = useState(false)
  const asked = notifications.length > 0 || queue.length > 0
  useEffect(() => {
    if (asked) setReady(true)
  }, [asked])
  if (!ready && !asked) return null
  return (
    <Suspense fallback={null}>
      <RealNotifications {...props} />
    </Suspense>
  )
}
