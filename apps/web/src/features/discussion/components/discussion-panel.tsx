import { DISCUSSION_STATUS } from '@gabarito/core'
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Notice } from '@/components/light/notice'
import { errorMessage } from '@/lib/api-client'
import { type DiscussionOrder, useDiscussion } from '../api/discussion'
import { DiscussionCommentView } from './discussion-comment'
import { DiscussionForm } from './discussion-form'

const ORDERS: { value: DiscussionOrder; label: string }[] = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'uteis', label: 'Mais úteis' },
]

/** The question's discussion: the new comment's form, the order, the comments and "Carregar mais". */
export function DiscussionPanel({ questionId }: { questionId: number }) {
  const [order, setOrder] = useState<DiscussionOrder>('recentes')
  const discussion = useDiscussion(questionId, order)
  const comments = discussion.data?.pages.flatMap((page) => page.comentarios) ?? []
  const total = discussion.data?.pages[0]?.total ?? 0

  return (
    <Stack gap="md">
      <DiscussionForm questionId={questionId} />
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {total === 1 ? '1 comentário' : `${total.toLocaleString('pt-BR')} comentários`}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Ordem dos comentários"
          value={order}
          onChange={(value) => setOrder(value as DiscussionOrder)}
          data={ORDERS}
        />
      </Group>
      {discussion.isError && (
        <Notice color="red" role="alert">
          {errorMessage(discussion.error, 'Não foi possível carregar a discussão.')}
        </Notice>
      )}
      {discussion.isSuccess && comments.length === 0 && (
        <Text size="sm" c="dimmed">
          Ainda não há comentários nesta questão. Seja o primeiro a explicar!
        </Text>
      )}
      {comments.map((comment) => (
        <DiscussionCommentView
          key={comment.id}
          questionId={questionId}
          comment={comment}
          canReply={comment.status !== DISCUSSION_STATUS.pending}
        />
      ))}
      {discussion.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void discussion.fetchNextPage()}
          loading={discussion.isFetchingNextPage}
        >
          Carregar mais
        </Button>
      )}
    </Stack>
  )
}
