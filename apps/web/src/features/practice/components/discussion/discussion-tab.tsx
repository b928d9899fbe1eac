import { Tabs } from '@mantine/core'
import { IconMessages } from '@tabler/icons-react'
import { DiscussionPanel } from './discussion-panel'

/**
 * "Discussão" under the explanation, once the question is answered (issue 31): the students' moderated comments.
 * Closed at first; opened, it reads the discussion (and reads it again when opened again).
 */
export function DiscussionTab({ questionId }: { questionId: number }) {
  return (
    <Tabs allowTabDeactivation keepMounted={false} variant="outline" data-testid="discussao">
      <Tabs.List>
        <Tabs.Tab value="discussao" leftSection={<IconMessages size={16} aria-hidden />}>
          Discussão
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="discussao" pt="md">
        <DiscussionPanel questionId={questionId} />
      </Tabs.Panel>
    </Tabs>
  )
}
