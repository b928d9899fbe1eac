import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

const container = document.getElementById('root')
if (!container) throw new Error('Elemento #root não encontrado em index.html')

/**
 * index.html asks for the app's stylesheet as a print one, so it does not hold the static shell's first paint
 * (vite.config.ts, decision 0041): it becomes the screen's stylesheet here, and React renders once it has arrived.
 * A stylesheet that fails to load does not keep the app from starting.
 */
function appStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]')
  if (!link) return Promise.resolve()
  link.media = 'all'
  if (link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}

void appStylesheet().then(() => {
  const root = createRoot(container)
  // The first render as a transition: React renders it in slices and lets the browser answer input between them,
  // instead of one long task (the static shell is on screen meanwhile; decision 0041).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
})
