import { DISCUSSION_TEXT_MAX } from '@gabarito/core'
import { Button, Group, Text } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { TextareaField } from '@/components/light/textarea-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { postDiscussionComment } from '../api/discussion'

interface DiscussionFormProps {
  questionId: number
  /** The top-level comment a reply answers; none for a new comment. */
  replyTo?: number
  onSent?: () => void
  onCancel?: () => void
}

const max = DISCUSSION_TEXT_MAX.toLocaleString('pt-BR')

/** A new comment or a reply: plain text with line breaks, up to 1.500 caracteres, pending until moderated. */
export function DiscussionForm({ questionId, replyTo, onSent, onCancel }: DiscussionFormProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim() || sending) return
    setSending(true)
    setError(null)
    try {
      await postDiscussionComment(questionId, { texto: text, ...(replyTo ? { resposta_a: replyTo } : {}) })
      setText('')
      notifySuccess('Comentário enviado. Ele aparece para os colegas depois da moderação.')
      onSent?.()
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const fields = failure.fieldErrors
        setError(fields.texto ?? fields.resposta_a ?? errorMessage(failure))
      } else {
        notifyError(errorMessage(failure, 'Não foi possível enviar o comentário.'))
      }
    } finally {
      setSending(false)
    }
  }

  const label = replyTo ? 'Sua resposta' : 'Comentar na discussão'
  return (
    <form onSubmit={onSubmit} noValidate aria-label={replyTo ? 'Responder ao comentário' : 'Novo comentário'}>
      <TextareaField
        label={label}
        description={
          replyTo
            ? undefined
            : 'Explique a questão para os colegas. Os comentários aparecem depois da moderação da equipe.'
        }
        placeholder="Escreva seu comentário"
        maxLength={DISCUSSION_TEXT_MAX}
        value={text}
        error={error}
        onChange={(value) => {
          setText(value)
          if (error) setError(null)
        }}
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c="dimmed" data-testid="contador-discussao">
          {text.length.toLocaleString('pt-BR')}/{max} caracteres
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Cancelar
            </Button>
          )}
          <Button type="submit" variant="light" loading={sending} disabled={!text.trim()}>
            {replyTo ? 'Enviar resposta' : 'Publicar na discussão'}
          </Button>
        </Group>
      </Group>
    </form>
  )
}
