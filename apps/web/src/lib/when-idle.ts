/**
 * Resolves once the page has loaded and the browser is idle (at most `timeout` ms after the load): for work the
 * screen does not need to show itself (the service worker, offline practice's storage), kept out of its first load.
 */
export function whenIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout })
      else setTimeout(resolve, 200)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
