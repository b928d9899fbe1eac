import { formatDate } from '@gabarito/core'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import fields from '@/components/light/fields.module.css'
import { type ReviewSummary, saveExamDate } from '@/lib/api/review-summary'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { examCountdownText, saoPauloToday } from '../lib/exam-countdown'
import { practiceTexts } from '../texts'
import classes from './exam-date-panel.module.css'

interface ExamDatePanelProps {
  courseId: number
  /** Undefined while it loads. */
  summary: ReviewSummary | undefined
  /** After a change: the reviews due change with the exam day. */
  onSaved: () => void
}

/** The review screen's top: how long to the exam, the student's exam day (set, changed, removed) and what is due. */
export function ExamDatePanel({ courseId, summary, onSaved }: ExamDatePanelProps) {
  const id = useId()
  const ownDate = summary?.data_prova_do_aluno ? summary.data_prova : null
  const [value, setValue] = useState(ownDate ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const today = saoPauloToday()

  // The field follows the server's date when it comes (or changes on another screen).
  useEffect(() => setValue(ownDate ?? ''), [ownDate])

  const save = async (data: string | null) => {
    setBusy(true)
    setError(null)
    try {
      await saveExamDate(courseId, data)
      notifySuccess(data === null ? practiceTexts.examDateRemoved : practiceTexts.examDateSaved)
      onSaved()
    } catch (e) {
      const fieldError = e instanceof ApiError && e.status === 422 ? e.fieldErrors.data : undefined
      if (fieldError) setError(fieldError)
      else notifyError(errorMessage(e), undefined, 'data-prova-erro')
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (value) void save(value)
    else setError('Escolha a data da prova.')
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text className={classes.countdown} data-testid="contagem-prova" aria-live="polite">
          {summary ? examCountdownText(summary.data_prova, today) : 'Carregando a data da prova…'}
        </Text>
        {summary?.data_prova && !summary.data_prova_do_aluno && (
          <Text size="xs" c="dimmed">
            Pelo fim do seu acesso ao curso ({formatDate(`${summary.data_prova}T12:00:00Z`)}).
          </Text>
        )}
        <form onSubmit={submit} aria-label="Alterar a data da prova" noValidate>
          <Stack gap="xs">
            <div className={fields.field}>
              <label htmlFor={id} className={fields.label}>
                Data da prova
              </label>
              <input
                id={id}
                type="date"
                className={classes.input}
                value={value}
                min={today}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-erro` : undefined}
                onChange={(event) => {
                  setValue(event.currentTarget.value)
                  setError(null)
                }}
                data-testid="data-prova"
              />
              {error && (
                <div id={`${id}-erro`} className={fields.error} role="alert">
                  {error}
                </div>
              )}
            </div>
            <Group gap="xs">
              <Button type="submit" size="sm" loading={busy}>
                Salvar
              </Button>
              {ownDate && (
                <Button size="sm" variant="default" disabled={busy} onClick={() => void save(null)}>
                  Remover data
                </Button>
              )}
            </Group>
          </Stack>
        </form>
        {summary && (
          <Text size="sm" c="dimmed" data-testid="resumo-revisao">
            Pendentes hoje: {summary.pendentes_hoje}
            {summary.atrasadas > 0 && ` (${summary.atrasadas} atrasadas)`}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
