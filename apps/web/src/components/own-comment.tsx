import { COMMENT_STATUS, formatDate } from '@gabarito/core'
import type { OwnComment } from '@gabarito/core/contract'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'

const STATUS_COLORS: Record<string, string> = {
  [COMMENT_STATUS.created]: 'blue',
  [COMMENT_STATUS.underAnalysis]: 'yellow',
  [COMMENT_STATUS.answered]: 'green',
  [COMMENT_STATUS.archived]: 'gray',
}

/**
 * A student's own comment on a question with its status and the team's reply (decision 0023): under the result in
 * practice and in "Meus comentários". Both texts are plain text, shown as written.
 */
export function OwnCommentView({ comment }: { comment: OwnComment }) {
  return (
    <Stack gap="xs" data-testid="meu-comentario">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Seu comentário em {formatDate(comment.data)}
        </Text>
        <Badge color={STATUS_COLORS[comment.status] ?? 'gray'} variant="light" tt="none">
          {comment.status}
        </Badge>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.texto}
      </Text>
      {comment.resposta && (
        <Paper withBorder p="sm" bg="var(--mantine-color-green-light)" data-testid="resposta-equipe">
          <Text size="sm" fw={600}>
            Resposta da equipe{comment.respondido_em ? ` em ${formatDate(comment.respondido_em)}` : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.resposta}
          </Text>
        </Paper>
      )}
    </Stack>
  )
}
