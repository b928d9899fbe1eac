import { DISCUSSION_STATUS, formatDateTime } from '@gabarito/core'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconArrowBackUp, IconFlag, IconPin, IconShieldCheck, IconThumbUp } from '@tabler/icons-react'
import { useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import {
  type DiscussionComment,
  type DiscussionReply,
  reportDiscussionComment,
  setUseful,
} from '../api/discussion'
import { DiscussionForm } from './discussion-form'

/** Asks before reporting the comment to the staff. */
function confirmReport(commentId: number, author: string) {
  modals.openConfirmModal({
    title: 'Denunciar comentário',
    children: (
      <Text size="sm">Denunciar o comentário de {author} à equipe? Ele será revisado pela moderação.</Text>
    ),
    labels: { confirm: 'Sim, denunciar', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        notifySuccess((await reportDiscussionComment(commentId)).message)
      } catch (error) {
        notifyError(errorMessage(error, 'Não foi possível registrar a denúncia.'))
      }
    },
  })
}

interface CommentViewProps {
  questionId: number
  comment: DiscussionComment | DiscussionReply
  /** A top-level approved comment can be answered (one level). */
  canReply?: boolean
}

/** One comment: who, when, its marks, the text as text (line breaks kept), Útil, Responder and Denunciar. */
export function DiscussionCommentView({ questionId, comment, canReply = false }: CommentViewProps) {
  const [voting, setVoting] = useState(false)
  const [replying, setReplying] = useState(false)
  const pending = comment.status === DISCUSSION_STATUS.pending
  // Only its author gets a hidden comment: marked, without actions (nobody else can see it to act on).
  const hidden = comment.status === DISCUSSION_STATUS.hidden
  const replies = 'respostas' in comment ? comment.respostas : []

  const toggleUseful = async () => {
    setVoting(true)
    try {
      await setUseful(questionId, comment.id, !comment.votei)
    } catch (error) {
      notifyError(errorMessage(error, 'Não foi possível registrar o voto.'))
    } finally {
      setVoting(false)
    }
  }

  return (
    <Paper
      withBorder
      p="sm"
      // The team's and a pinned comment are marked by a bar in the primary colour (a tinted background would dim
      // its date).
      style={
        comment.fixado || comment.equipe
          ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' }
          : undefined
      }
      component="article"
      aria-label={`Comentário de ${comment.apelido}`}
      data-testid="comentario-discussao"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {comment.apelido}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.criado_em)}
          </Text>
          {comment.equipe ? (
            <Badge leftSection={<IconShieldCheck size={12} aria-hidden />} variant="filled" tt="none">
              Comentário da equipe
            </Badge>
          ) : (
            comment.fixado && (
              <Badge leftSection={<IconPin size={12} aria-hidden />} variant="filled" tt="none">
                Destacado pela equipe
              </Badge>
            )
          )}
          {pending && (
            <Badge color="yellow.5" autoContrast tt="none">
              aguardando moderação
            </Badge>
          )}
          {hidden && (
            <Badge color="gray" variant="light" tt="none">
              Ocultado pela moderação
            </Badge>
          )}
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="texto-discussao"
        >
          {comment.texto}
        </Text>
        {!pending && !hidden && (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant={comment.votei ? 'light' : 'subtle'}
              leftSection={<IconThumbUp size={14} aria-hidden />}
              aria-pressed={comment.votei}
              disabled={comment.meu}
              loading={voting}
              onClick={toggleUseful}
            >
              Útil ({comment.uteis})
            </Button>
            {canReply && (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                aria-expanded={replying}
                onClick={() => setReplying((open) => !open)}
              >
                Responder
              </Button>
            )}
            {!comment.meu && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                leftSection={<IconFlag size={14} aria-hidden />}
                onClick={() => confirmReport(comment.id, comment.apelido)}
              >
                Denunciar
              </Button>
            )}
          </Group>
        )}
        {replying && (
          <DiscussionForm
            questionId={questionId}
            replyTo={comment.id}
            onSent={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        )}
        {replies.length > 0 && (
          <Stack
            gap="xs"
            pl="md"
            aria-label={`Respostas ao comentário de ${comment.apelido}`}
            component="section"
          >
            {replies.map((reply) => (
              <DiscussionCommentView key={reply.id} questionId={questionId} comment={reply} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
