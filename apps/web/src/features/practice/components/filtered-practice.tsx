import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Course } from '@/lib/current-course'
import { useNotebooks } from '../api/notebooks'
import { bankFilterFrom } from '../lib/bank-filter'
import { bankPractice, type NotebookFilter, notebookPractice } from '../lib/filtered-rules'
import { useSessionOn } from '../lib/use-session-on'
import { BankFilterLauncher } from './bank-filter-launcher'
import { PracticeFrame } from './practice-frame'
import type { QuestionExtras } from './question-extras'
import { SessionQuestion, SessionScore } from './session-question'

/** /v2/geral/perguntas?filtro=1&…: practice of the questions the bank's filter matches (PRO). */
export function BankPractice({
  course,
  params,
  extras,
}: {
  course: Course
  params: URLSearchParams
  extras: QuestionExtras
}) {
  const filter = bankFilterFrom(params)
  const session = useSessionOn(bankPractice, course.id, filter)
  return (
    <PracticeFrame
      title="Questões filtradas"
      courseName={course.nome}
      filters={<BankFilterLauncher course={course} filter={filter} startOpen />}
      score={<SessionScore session={session} scope="Suas respostas nesta prática" />}
    >
      <SessionQuestion courseId={course.id} session={session} skippable extras={extras} />
    </PracticeFrame>
  )
}

function NotebookSummary({ course, notebookId }: { course: Course; notebookId: number }) {
  const notebooks = useNotebooks(course.id)
  const notebook = notebooks.data?.find((n) => n.id === notebookId)
  let about: ReactNode = null
  if (notebook) {
    about = (
      <Text fw={600} data-testid="caderno-atual">
        {notebook.nome}
      </Text>
    )
  } else if (notebooks.isSuccess) {
    about = <Text c="dimmed">Caderno não encontrado.</Text>
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        {about}
        <Button
          component={Link}
          to="/v2/geral/cadernos"
          size="xs"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Meus cadernos
        </Button>
      </Stack>
    </Paper>
  )
}

/** /v2/geral/perguntas?caderno=N: a caderno practised like a subject. */
export function NotebookPractice({
  course,
  notebookId,
  extras,
}: {
  course: Course
  notebookId: number
  extras: QuestionExtras
}) {
  const wanted: NotebookFilter = { caderno: notebookId }
  const session = useSessionOn(notebookPractice, course.id, wanted)
  return (
    <PracticeFrame
      title="Caderno"
      courseName={course.nome}
      filters={<NotebookSummary course={course} notebookId={notebookId} />}
      filtersLabel="Caderno"
      score={<SessionScore session={session} scope="Suas respostas neste caderno" />}
    >
      <SessionQuestion courseId={course.id} session={session} skippable extras={extras} />
    </PracticeFrame>
  )
}
