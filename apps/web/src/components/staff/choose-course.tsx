import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'

interface ChooseCourseProps {
  /** What the módulo is needed for: 'ver e alterar seus preços'. */
  toDo: string
  /** The content lists' hint: with an info icon and the test id `escolha-modulo`. */
  marked?: boolean
}

/** Shown by a course's staff screen until a módulo is chosen in the selection bar. */
export function ChooseCourse({ toDo, marked }: ChooseCourseProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={marked ? <IconInfoCircle aria-hidden /> : undefined}
      data-testid={marked ? 'escolha-modulo' : undefined}
    >
      {`Escolha um módulo na seleção acima para ${toDo}.`}
    </Alert>
  )
}
