import { Group, Text } from '@mantine/core'
import { SeePlansButton } from '@/components/see-plans-button'
import { freeQuestionsToday } from '../texts'

/**
 * Before the first answer (issue 31): a student without a plan sees the free questions left today in the course;
 * nothing with a plan (null) or while the figure loads.
 */
export function FreeQuestionsLeft({ count }: { count: number | null }) {
  if (count === null) return null
  return (
    <Group gap="xs" data-testid="gratuitas-hoje">
      <Text size="sm" fw={500}>
        {freeQuestionsToday(count)}
      </Text>
      {count <= 0 && <SeePlansButton size="compact-sm" variant="light" />}
    </Group>
  )
}
