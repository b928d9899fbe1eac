/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register'

/**
 * Registers the service worker (build/pwa.ts; issue 33). A new version waits until the student accepts it:
 * `onNeedRefresh` gets the function that activates it and reloads the page.
 */
export function registerWorker(onNeedRefresh: (update: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => onNeedRefresh(() => void update(true)),
    // Blocked (a private window, a browser policy): the app works online as before.
    onRegisterError: () => undefined,
  })
}
