import { brazilianDay, parseBrazilianDay } from '@gabarito/core'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { type FormEvent, useEffect, useState } from 'react'
import { DayField } from '@/components/light/day-field'
import type { ReviewSummary } from '@/lib/api/review-summary'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { saveExamDate } from '../api/exam-date'
import { examCountdownText, saoPauloToday } from '../lib/exam-countdown'
import { reviewTexts } from '../texts'
import classes from './exam-date-panel.module.css'

interface ExamDatePanelProps {
  courseId: number
  /** Undefined while it loads. */
  summary: ReviewSummary | undefined
  /** After a change: the reviews due change with the exam day. */
  onSaved: () => void
}

/**
 * The review screen's top: how long to the exam, the student's exam day (set, changed, removed) and what is due.
 * Only the student's own day is shown: without one the screen asks for it; the end of their access still bounds the
 * reviews on the server, unsaid (it is no exam date).
 */
export function ExamDatePanel({ courseId, summary, onSaved }: ExamDatePanelProps) {
  const ownDate = summary?.data_prova_do_aluno ? summary.data_prova : null
  const [value, setValue] = useState(ownDate ? brazilianDay(ownDate) : '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const today = saoPauloToday()

  // The field follows the server's date when it comes (or changes on another screen).
  useEffect(() => setValue(ownDate ? brazilianDay(ownDate) : ''), [ownDate])

  const save = async (data: string | null) => {
    setBusy(true)
    setError(null)
    try {
      await saveExamDate(courseId, data)
      notifySuccess(data === null ? reviewTexts.examDateRemoved : reviewTexts.examDateSaved)
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
    const day = parseBrazilianDay(value)
    if (day) void save(day)
    else setError(value ? reviewTexts.examDateInvalid : reviewTexts.examDateMissing)
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text className={classes.countdown} data-testid="contagem-prova" aria-live="polite">
          {summary ? examCountdownText(ownDate, today) : 'Carregando a data da prova…'}
        </Text>
        <form onSubmit={submit} aria-label="Alterar a data da prova" noValidate>
          <Stack gap="xs">
            <DayField
              label="Data da prova"
              description={ownDate ? undefined : reviewTexts.examDateWhy}
              value={value}
              error={error}
              onChange={(typed) => {
                setValue(typed)
                setError(null)
              }}
              testId="data-prova"
            />
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
