/**
 * The toast sits at the bottom of the screen, right on a laptop and across the width on a phone (decision 0038).
 * It must not cover what the student needs next: the control just used (focused or last clicked) and a screen's
 * action buttons, marked `data-toast-clear` (practice's Responder and Proxima Pergunta). When it would, the page
 * scrolls them above the toast, with room added under the page while the toast is open if it is too short for that.
 */

/** Pixels kept between the toast and a control above it. */
const GAP = 8

/** Long enough for a dialog's closing transition (200 ms) and the screen's answer to what raised the toast. */
const SETTLE_MS = 450

/** Room was added under the page for the toasts. */
let roomAdded = false

/**
 * The control the student last clicked or tapped: a button that turns busy while its request runs (Mantine's
 * `loading` disables it) loses the focus, yet it is the one the student may need again.
 */
let lastUsed: Element | null = null
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"]'
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      lastUsed = event.target instanceof Element ? event.target.closest(CONTROLS) : null
    },
    true,
  )
}

function overlapWith(element: Element, top: number, left: number, right: number): number {
  if (!(element instanceof HTMLElement) || element === document.body) return 0
  const rect = element.getBoundingClientRect()
  const offScreen = rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight
  const beside = rect.right <= left || rect.left >= right
  if (offScreen || beside || rect.bottom <= top) return 0
  return rect.bottom - top
}

function clear(toastIds: string[]): void {
  const toasts = toastIds.flatMap((id) => document.querySelector<HTMLElement>(`[data-toast="${id}"]`) ?? [])
  const container = toasts[0]?.closest<HTMLElement>('.mantine-Notifications-root')
  if (!container) return
  // Where the open toasts end up: at the bottom of their container, 16 px apart (closing ones fold away).
  const box = container.getBoundingClientRect()
  const height = toasts.reduce((sum, toast) => sum + toast.offsetHeight, 0) + 16 * (toasts.length - 1)
  const top = box.bottom - height - GAP
  const used = lastUsed?.isConnected ? lastUsed : null
  const watched = [document.activeElement, used, ...document.querySelectorAll('[data-toast-clear]')]
  const overlap = Math.max(0, ...watched.map((el) => (el ? overlapWith(el, top, box.left, box.right) : 0)))
  if (overlap === 0) return
  const scrollable = document.documentElement.scrollHeight - window.innerHeight - window.scrollY
  if (scrollable < overlap) {
    document.body.style.paddingBottom = `${Math.ceil(overlap - scrollable + GAP)}px`
    roomAdded = true
  }
  window.scrollBy({ top: overlap, behavior: 'instant' })
}

/**
 * Called when a toast is on the page (it may still be sliding in), and again when what raised it has settled: a
 * dialog closed (the page cannot scroll while one is open), the next question shown. `openToasts` gives the ids of
 * the toasts open at that time.
 */
export function keepClearOfToasts(openToasts: () => string[]): void {
  if (typeof document === 'undefined') return
  clear(openToasts())
  window.setTimeout(() => clear(openToasts()), SETTLE_MS)
}

/** Called when the last toast closes: the room added under the page goes. */
export function releaseToastRoom(): void {
  if (!roomAdded) return
  document.body.style.paddingBottom = ''
  roomAdded = false
}
