import { COMMENT_MAX_LENGTH } from '@gabarito/core'
import type { OwnComment } from '@gabarito/core/contract'
import { Button, Group, Text } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { TextareaField } from '@/components/light/textarea-field'
import { OwnCommentView } from '@/components/own-comment'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { createComment } from '../api/create-comment'
import { practiceTexts } from '../texts'

interface CommentBoxProps {
  courseId: number
  questionId: number
  /** The student's comment on this question, sent with it (`meu_comentario`): shown with the reply instead. */
  own?: OwnComment | null
}

/**
 * One comment per question, after answering; hidden once sent (until the next question). A question already
 * commented shows that comment, its status and the team's reply instead (decision 0023).
 */
export function CommentBox({ courseId, questionId, own }: CommentBoxProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  if (own) return <OwnCommentView comment={own} />
  if (sent) return null

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim() || sending) return
    setSending(true)
    setError(null)
    try {
      const answer = await createComment({ texto: text, pergunta_id: questionId, modulo_id: courseId })
      setSent(true)
      notifySuccess(answer.message || practiceTexts.commentThanks)
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const fields = failure.fieldErrors
        setError(fields.texto ?? fields.pergunta_id ?? errorMessage(failure))
      } else {
        notifyError(errorMessage(failure, 'Não foi possível enviar o comentário.'))
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Comentário">
      <TextareaField
        label="Comentar a questão"
        description="Dúvida, erro no gabarito ou uma dica para os colegas. A equipe lê todos os comentários."
        placeholder="Escreva seu comentário"
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        error={error}
        onChange={(value) => {
          setText(value)
          if (error) setError(null)
        }}
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Text
          size="xs"
          c="dimmed"
          data-testid="contador-comentario"
          aria-label={`${text.length} de ${COMMENT_MAX_LENGTH} caracteres`}
        >
          {text.length}/{COMMENT_MAX_LENGTH}
        </Text>
        <Button type="submit" variant="light" loading={sending} disabled={!text.trim()}>
          Enviar comentário
        </Button>
      </Group>
    </form>
  )
}
