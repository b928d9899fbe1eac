import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'

/** Shown by the course's lists until a módulo is chosen in the selection bar. */
export function ChooseCourse({ what }: { what: string }) {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="escolha-modulo">
      Escolha um módulo na seleção acima para ver {what}.
    </Alert>
  )
}
