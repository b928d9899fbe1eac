import { formatCount } from '@gabarito/core'
import { Button, Paper, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { SelectField } from '@/components/light/select-field'
import { SkeletonBlock } from '@/components/light/skeleton-block'
import { errorMessage } from '@/lib/api-client'
import type { Exam } from '../api/types'
import { practiceTexts } from '../texts'

export function questionCount(total: number): string {
  return formatCount(total, 'questão', 'questões')
}

function examLabel(exam: Exam): string {
  return exam.ano ? `${exam.nome} (${exam.ano})` : exam.nome
}

interface ExamFilterProps {
  exams: Exam[] | undefined
  chosen: Exam | undefined
  onChange: (examId: number) => void
}

/** The exam selector with the chosen exam's size; a placeholder while the exams load. */
export function ExamFilter({ exams, chosen, onChange }: ExamFilterProps) {
  if (!exams) {
    return (
      <Paper withBorder p="md" aria-hidden>
        <SkeletonBlock height={68} />
      </Paper>
    )
  }
  return (
    <Paper withBorder p="md">
      <SelectField
        label="Concurso"
        description={chosen ? questionCount(chosen.total) : undefined}
        value={chosen ? String(chosen.id) : ''}
        options={exams.map((e) => ({ value: String(e.id), label: examLabel(e) }))}
        onChange={(value) => onChange(Number(value))}
      />
    </Paper>
  )
}

/** The exam list failing: an alert with the server's message, then the main page (SPEC section 8). */
export function useExamsFailureAlert(failed: boolean, error: unknown): void {
  const navigate = useNavigate()
  const alerted = useRef(false)
  useEffect(() => {
    if (!failed || alerted.current) return
    alerted.current = true
    modals.open({
      title: 'Concursos',
      withCloseButton: false,
      closeOnClickOutside: false,
      children: (
        <Stack>
          <Text size="sm">{errorMessage(error, practiceTexts.examsFailure)}</Text>
          <Button onClick={() => modals.closeAll()} data-autofocus>
            OK
          </Button>
        </Stack>
      ),
      onClose: () => navigate('/', { replace: true }),
    })
  }, [failed, error, navigate])
}
