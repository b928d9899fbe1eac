import { Text, Title } from '@mantine/core'
import type { Course } from '@/lib/current-course'

/** A course card's heading (its name, labelling the card) and description. */
export function CourseSummary({
  course,
  headingId,
}: {
  course: Pick<Course, 'nome' | 'descricao'>
  headingId: string
}) {
  return (
    <>
      <Title order={2} size="h4" id={headingId}>
        {course.nome}
      </Title>
      <Text size="sm" c="dimmed">
        {course.descricao}
      </Text>
    </>
  )
}
