import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

const container = document.getElementById('root')
if (!container) throw new Error('Elemento #root não encontrado em index.html')

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
