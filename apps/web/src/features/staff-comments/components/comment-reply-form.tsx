import { COMMENT_REPLY_MAX_LENGTH, COMMENT_STATUS, COMMENT_STATUSES } from '@gabarito/core'
import type { StaffCommentRow } from '@gabarito/core/contract'
import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { formErrorsOf } from '@/components/staff/form-errors'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

interface CommentReplyFormProps {
  comment: StaffCommentRow
  /** Sends the change; the page reloads the comment and the table after it. */
  onSave: (body: { status?: string; resposta?: string }) => Promise<unknown>
}

/**
 * The staff reply (plain text, shown to the student on the question and in "Meus comentários") and the status.
 * Sending a new reply marks the comment Respondida unless another status is chosen.
 */
export function CommentReplyForm({ comment, onSave }: CommentReplyFormProps) {
  const [reply, setReply] = useState(comment.resposta ?? '')
  const [status, setStatus] = useState<string>(comment.status)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const replyChanged = reply.trim() !== (comment.resposta ?? '')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body: { status?: string; resposta?: string } = {}
    if (replyChanged) body.resposta = reply
    if (status !== comment.status || !replyChanged) body.status = status
    setSaving(true)
    try {
      await onSave(body)
      setErrors({})
      notifySuccess(replyChanged ? 'Resposta enviada ao aluno.' : 'Situação do comentário alterada.')
    } catch (failure) {
      const fields = formErrorsOf(failure)
      if (fields) setErrors(fields)
      else notifyError(errorMessage(failure, 'Não foi possível salvar o comentário.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Responder o comentário"
    >
      <Stack gap="sm">
        <Textarea
          label="Resposta ao aluno"
          description="Texto simples. O aluno a vê na próxima vez que encontrar a questão e em Meus comentários."
          autosize
          minRows={4}
          maxLength={COMMENT_REPLY_MAX_LENGTH}
          value={reply}
          error={errors.resposta}
          onChange={(event) => {
            setReply(event.currentTarget.value)
            if (replyChanged === false && status === comment.status) setStatus(COMMENT_STATUS.answered)
            setErrors({})
          }}
        />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label="Situação"
            data={[...COMMENT_STATUSES]}
            value={status}
            onChange={(value) => value && setStatus(value)}
            allowDeselect={false}
            error={errors.status}
            w={200}
          />
          <Group gap="xs" align="center">
            <Text size="xs" c="dimmed">
              {reply.length}/{COMMENT_REPLY_MAX_LENGTH}
            </Text>
            <Button type="submit" loading={saving} leftSection={<IconSend size={18} aria-hidden />}>
              Salvar
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  )
}
