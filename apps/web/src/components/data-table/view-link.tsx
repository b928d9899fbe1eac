import { Button } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { Link } from 'react-router'

/** A row's 'Ver' button to its own page; `name` completes the accessible name ('Ver <name>'). */
export function ViewLink({ to, name }: { to: string; name: string }) {
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant="light"
      leftSection={<IconEye size={16} aria-hidden />}
      aria-label={`Ver ${name}`}
    >
      Ver
    </Button>
  )
}
