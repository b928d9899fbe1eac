import { DISCUSSION_TEXT_MAX } from '@gabarito/core'
import { Button, Group, Text } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { TextareaField } from '@/components/light/textarea-field'
import { writeTeamComment } from '@/lib/api/staff/team-comment'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

interface TeamCommentFormProps {
  questionId: number
}

const max = DISCUSSION_TEXT_MAX.toLocaleString('pt-BR')

/**
 * The team's comment under a question (issue 47, decision 0067): the staff's own explanation, published at once as
 * "Comentário da equipe" above the students' comments. On the discussion queue and the question's editor.
 */
export function TeamCommentForm({ questionId }: TeamCommentFormProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim() || sending) return
    setSending(true)
    setError(null)
    try {
      await writeTeamComment(questionId, text)
      setText('')
      notifySuccess('Comentário da equipe publicado na discussão.')
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setError(failure.fieldErrors.texto ?? errorMessage(failure))
      } else {
        notifyError(errorMessage(failure, 'Não foi possível publicar o comentário da equipe.'))
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Comentário da equipe na questão ${questionId}`}>
      <TextareaField
        label="Comentário da equipe"
        description="A explicação da equipe aparece na hora, acima dos comentários dos alunos, marcada como da equipe."
        placeholder="Explique a questão em nome da equipe"
        maxLength={DISCUSSION_TEXT_MAX}
        value={text}
        error={error}
        onChange={(value) => {
          setText(value)
          if (error) setError(null)
        }}
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c="dimmed">
          {text.length.toLocaleString('pt-BR')}/{max} caracteres
        </Text>
        <Button type="submit" loading={sending} disabled={!text.trim()}>
          Publicar como equipe
        </Button>
      </Group>
    </form>
  )
}
