import { Anchor, Card, Group, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useProficiency } from '../api/get-proficiency'
import { proficiencyTexts } from '../texts'
import { ProficiencySummary } from './proficiency-summary'
import { PROFICIENCY_CARD } from './report-cards'

/** The hub's proficiency card: the estimate in a sentence (no chart: the hub stays light) and its page's link. */
export function ProficiencyCard({ courseId }: { courseId: number }) {
  const proficiency = useProficiency(courseId)
  if (!proficiency.data) return null
  return (
    <Card withBorder data-testid="cartao-proficiencia">
      <Title order={2} size="h4" mb={4}>
        {PROFICIENCY_CARD.title}
      </Title>
      <ProficiencySummary data={proficiency.data} />
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
