import { formatDayMonthTime } from '@gabarito/core'
import { Tabs } from '@mantine/core'
import { IconClock, IconMessages } from '@tabler/icons-react'
import { Notice } from '@/components/light/notice'
import { DiscussionPanel } from './discussion-panel'

interface DiscussionTabProps {
  questionId: number
  /**
   * The close of the modo-prova mock that holds the question (issue 47): its discussion opens then, so the tab says
   * when instead of asking the server, which answers 404 until the close.
   */
  opensAt?: string
}

/**
 * "Discussão" under the explanation, once the question is answered (issue 31): the students' moderated comments.
 * Closed at first; opened, it reads the discussion (and reads it again when opened again).
 */
export function DiscussionTab({ questionId, opensAt }: DiscussionTabProps) {
  return (
    <Tabs allowTabDeactivation keepMounted={false} variant="outline" data-testid="discussao">
      <Tabs.List>
        <Tabs.Tab value="discussao" leftSection={<IconMessages size={16} aria-hidden />}>
          Discussão
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="discussao" pt="md">
        {opensAt === undefined ? (
          <DiscussionPanel questionId={questionId} />
        ) : (
          <Notice color="yellow" icon={<IconClock size={18} aria-hidden />} data-testid="discussao-fechada">
            A discussão desta questão abre no encerramento do simulado, {formatDayMonthTime(opensAt)}.
          </Notice>
        )}
      </Tabs.Panel>
    </Tabs>
  )
}
