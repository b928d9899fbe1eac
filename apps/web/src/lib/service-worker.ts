/**
 * Registers the service worker (build/pwa.ts; issue 33). A new version installs in the background and waits until
 * the student accepts it: `onNeedRefresh` gets the function that activates it (the worker's SKIP_WAITING message)
 * and reloads the page once it has taken over. Hand-written rather than workbox-window: a few lines, no library in
 * the screens' scripts.
 */
export function registerWorker(onNeedRefresh: (update: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return
  const offer = (waiting: ServiceWorker) =>
    onNeedRefresh(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      })
      waiting.postMessage({ type: 'SKIP_WAITING' })
    })
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // None when the browser blocks workers without failing the call (test browsers do).
      if (!registration) return
      // Installed during an earlier visit and still waiting.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting)
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing
        installing?.addEventListener('statechange', () => {
          // Installed while an older version runs the page: it waits for the student's word.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing)
        })
      })
    },
    // Blocked (a private window, a browser policy): the app works online as before.
    () => undefined,
  )
}
