import { Loader, Portal } from '@mantine/core'
import { useInFlightCount } from '@/lib/api-client'
import classes from './loading-overlay.module.css'

/** Covers the screen while any API call is in flight (SPEC section 4). */
export function LoadingOverlay() {
  const count = useInFlightCount()
  if (count === 0) return null
  return (
    <Portal>
      <div className={classes.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
        <Loader color="brand" size="lg" aria-hidden />
        <span className={classes.label}>Carregando…</span>
      </div>
    </Portal>
  )
}
