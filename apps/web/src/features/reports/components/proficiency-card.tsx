import { Anchor, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useProficiency } from '../api/get-proficiency'
import { proficiencyTexts } from '../texts'
import { ProficiencySummary } from './proficiency-summary'
import { PROFICIENCY_CARD } from './report-cards'

/**
 * The summary's height, reserved from the first paint (issue 47, item 9): the tallest of its states, the sentence on
 * three lines or the reason on two with the progress bar at 360 px, one line less from `sm` on; the cards below do not
 * move when the estimate arrives.
 */
const SUMMARY_HEIGHT = { base: 104, sm: 80 }

/**
 * The hub's proficiency card: the estimate in a sentence (no chart: the hub stays light) and its page's link. Not
 * `enabled` (the caller's plans not read yet), it holds its place without asking.
 */
export function ProficiencyCard({ courseId, enabled = true }: { courseId: number; enabled?: boolean }) {
  const proficiency = useProficiency(courseId, enabled)
  // A failure is the frame's to show (the plan's panel on a 423, the toast otherwise).
  if (proficiency.isError) return null
  return (
    <Card withBorder data-testid="cartao-proficiencia" aria-busy={!proficiency.data}>
      <Title order={2} size="h4" mb={4}>
        {PROFICIENCY_CARD.title}
      </Title>
      <Box mih={SUMMARY_HEIGHT}>
        {proficiency.data ? (
          <ProficiencySummary data={proficiency.data} />
        ) : (
          <Stack gap={8} pt={4}>
            <Skeleton height={16} width="85%" />
            <Skeleton height={8} />
            <Skeleton height={12} width="40%" />
          </Stack>
        )}
      </Box>
      <Anchor href={`#${PROFICIENCY_CARD.to}`} target="_blank" rel="noopener" mt="sm" fw={600}>
        <Group gap={4} component="span">
          <Text span inherit>
            {proficiencyTexts.open}
          </Text>
          <IconExternalLink size={16} aria-label="abre em nova aba" />
        </Group>
      </Anchor>
    </Card>
  )
}
