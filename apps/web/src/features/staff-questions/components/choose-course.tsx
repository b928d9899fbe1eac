import { Alert } from '@mantine/core'

/** Shown when a page needs a course and the selection has none. */
export function ChooseCourse() {
  return <Alert color="blue">Escolha um curso na seleção acima.</Alert>
}
