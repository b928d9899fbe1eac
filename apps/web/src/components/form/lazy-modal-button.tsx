import { Button } from '@mantine/core'
import { type ReactNode, useState } from 'react'

/**
 * A button that opens a modal whose code loads on the first click (the practice screen stays light): loading while
 * `open` imports and opens it.
 */
export function LazyModalButton({
  icon,
  label,
  open,
}: {
  icon: ReactNode
  label: string
  open: () => Promise<void>
}) {
  const [opening, setOpening] = useState(false)
  const click = async () => {
    setOpening(true)
    try {
      await open()
    } finally {
      setOpening(false)
    }
  }
  return (
    <Button variant="light" size="md" loading={opening} leftSection={icon} onClick={click}>
      {label}
    </Button>
  )
}
