import { Badge } from '@mantine/core'

/** "Modo prova" beside a mock whose key comes out at its close (issue 29): the history's and the staff list's mark. */
export function ExamModeBadge() {
  return (
    <Badge size="sm" variant="light" color="grape" radius="sm" tt="none" data-testid="modo-prova">
      Modo prova
    </Badge>
  )
}
