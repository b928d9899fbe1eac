import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { type ReactNode, useEffect } from 'react'
import { Link } from 'react-router'
import type { Course } from '@/lib/current-course'
import { useNotebooks } from '../api/notebooks'
import { bankFilterFrom } from '../lib/bank-filter'
import { bankPractice, type NotebookFilter, notebookPractice } from '../lib/filtered-rules'
import type { PracticeRules } from '../lib/practice-rules'
import { sameFilter } from '../lib/practice-state'
import { type PracticeSession, usePracticeSession } from '../lib/use-practice-session'
import { BankFilterLauncher } from './bank-filter-launcher'
import { LoadingQuestions, LoadProblemPanel } from './load-problem'
import { PracticeFrame } from './practice-frame'
import { PracticeQuestionCard } from './practice-question-card'
import { ScorePanel } from './score-panel'

/** The session of `rules`, always on `wanted` (what the URL says): the queue kept on the device follows it. */
function useSessionOn<F>(rules: PracticeRules<F>, courseId: number, wanted: F): PracticeSession<F> {
  const session = usePracticeSession(rules, courseId)
  const { state, choose } = session
  const wantedKey = JSON.stringify(wanted)
  // biome-ignore lint/correctness/useExhaustiveDependencies: wantedKey stands for the wanted filter's value.
  useEffect(() => {
    if (!sameFilter(state.filter, wanted)) choose(wanted)
  }, [wantedKey, state.filter, choose])
  return session
}

interface QuestionSlotProps<F> {
  course: Course
  session: PracticeSession<F>
}

/** The question, why none came, or loading: with subject practice's card, answer flow, skip and comment box. */
function QuestionSlot<F>({ course, session }: QuestionSlotProps<F>) {
  const { question, problem } = session
  if (question) {
    return (
      <PracticeQuestionCard
        key={question.id}
        courseId={course.id}
        question={question}
        session={session}
        skippable
      />
    )
  }
  if (problem) return <LoadProblemPanel problem={problem} onRetry={session.retryLoad} />
  return <LoadingQuestions />
}

function Score<F>({ session, scope }: { session: PracticeSession<F>; scope: string }) {
  const answered = session.state.answered
  return answered.length > 0 ? <ScorePanel answered={answered} scope={scope} /> : null
}

/** /v2/geral/perguntas?filtro=1&…: practice of the questions the bank's filter matches (PRO). */
export function BankPractice({ course, params }: { course: Course; params: URLSearchParams }) {
  const filter = bankFilterFrom(params)
  const session = useSessionOn(bankPractice, course.id, filter)
  return (
    <PracticeFrame
      title="Questões filtradas"
      courseName={course.nome}
      filters={<BankFilterLauncher course={course} filter={filter} startOpen />}
      score={<Score session={session} scope="Suas respostas nesta prática" />}
    >
      <QuestionSlot course={course} session={session} />
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
export function NotebookPractice({ course, notebookId }: { course: Course; notebookId: number }) {
  const wanted: NotebookFilter = { caderno: notebookId }
  const session = useSessionOn(notebookPractice, course.id, wanted)
  return (
    <PracticeFrame
      title="Caderno"
      courseName={course.nome}
      filters={<NotebookSummary course={course} notebookId={notebookId} />}
      filtersLabel="Caderno"
      score={<Score session={session} scope="Suas respostas neste caderno" />}
    >
      <QuestionSlot course={course} session={session} />
    </PracticeFrame>
  )
}
