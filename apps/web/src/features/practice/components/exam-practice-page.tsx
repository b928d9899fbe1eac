import { formatPercent, performance } from '@gabarito/core'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconRefresh, IconTrophy } from '@tabler/icons-react'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { errorMessage } from '@/lib/api-client'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { answerExam } from '../api/answer-question'
import { getExamQuestions } from '../api/get-exam-questions'
import { useExams } from '../api/get-exams'
import type { AnswerResult, Exam } from '../api/types'
import { loadProblemHandlers } from '../lib/load-problem-handlers'
import type { Score } from '../lib/practice-state'
import { usePracticeSession } from '../lib/use-practice-session'
import { practiceTexts } from '../texts'
import { LoadingQuestions, type LoadProblem, LoadProblemPanel } from './load-problem'
import { PracticeFrame } from './practice-frame'
import { QuestionCard, type SendAnswer } from './question-card'
import { ScorePanel } from './score-panel'
import { Bar, SelectField, SkeletonBlock } from './ui'

/** The exam practice queue's filter: the chosen exam. */
interface ExamFilter {
  concurso: number
}

/** /v2/geral/concurso_relacionados: the questions of a past exam, in the exam's order (PRO). */
export function ExamPracticePage() {
  const course = useCurrentCourse()
  if (!course) return null
  return <ExamPractice key={course.id} course={course} />
}

function examLabel(exam: Exam): string {
  return exam.ano ? `${exam.nome} (${exam.ano})` : exam.nome
}

function questionCount(total: number): string {
  return `${total} ${total === 1 ? 'questão' : 'questões'}`
}

function FinishedPanel({ score, onRestart }: { score: Score; onRestart: () => void }) {
  const total = score.acertos + score.erros
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="concurso-finalizado">
      <Stack align="center" gap="sm" ta="center">
        <IconTrophy size={44} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={2} size="h3">
          {practiceTexts.examFinished}
        </Title>
        <Text>
          Você acertou {score.acertos} de {questionCount(total)} (
          {formatPercent(performance(score.acertos, total))}).
        </Text>
        <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRestart}>
          Refazer o concurso
        </Button>
      </Stack>
    </Paper>
  )
}

function ExamPractice({ course }: { course: Course }) {
  const navigate = useNavigate()
  const exams = useExams(course.id)
  const [problem, setProblem] = useState<LoadProblem | null>(null)
  const [moves, setMoves] = useState(0)

  const session = usePracticeSession<ExamFilter>({
    mode: 'concurso',
    courseId: course.id,
    load: (filter) => {
      setProblem(null)
      return getExamQuestions(course.id, filter.concurso)
    },
    ...loadProblemHandlers({
      emptyMessage: practiceTexts.examEmpty,
      lockedStatus: 403,
      toastId: 'concurso',
      setProblem,
    }),
  })
  const { state, dispatch, question, status } = session

  // The exam list failing: an alert with the server's message, then the main page (SPEC section 8).
  const alerted = useRef(false)
  useEffect(() => {
    if (!exams.isError || alerted.current) return
    alerted.current = true
    modals.open({
      title: 'Concursos',
      withCloseButton: false,
      closeOnClickOutside: false,
      children: (
        <Stack>
          <Text size="sm">{errorMessage(exams.error, practiceTexts.examsFailure)}</Text>
          <Button onClick={() => modals.closeAll()} data-autofocus>
            OK
          </Button>
        </Stack>
      ),
      onClose: () => navigate('/', { replace: true }),
    })
  }, [exams.isError, exams.error, navigate])

  // Without a (still existing) exam chosen, start with the first one.
  useEffect(() => {
    const list = exams.data
    if (!list || list.length === 0) return
    if (!state.filter || !list.some((e) => e.id === state.filter?.concurso)) {
      dispatch({ type: 'choose', filter: { concurso: list[0]?.id ?? 0 } })
    }
  }, [exams.data, state.filter, dispatch])

  const exam = exams.data?.find((e) => e.id === state.filter?.concurso)

  const send: SendAnswer = useCallback(
    (q, selected, key, onRetry) =>
      answerExam(
        {
          pergunta_id: q.id,
          selected,
          referencia_id: q.concurso_id ?? exam?.id ?? 0,
          disciplina_id: q.disciplina_id,
          modulo_id: course.id,
          chave_idempotencia: key,
        },
        { onRetry },
      ),
    [course.id, exam?.id],
  )

  const onAnswered = useCallback(
    (result: AnswerResult) => {
      if (question) dispatch({ type: 'answered', question, result })
    },
    [dispatch, question],
  )

  const onNext = useCallback(() => {
    setMoves((n) => n + 1)
    dispatch({ type: 'next', finishWhenEmpty: true })
  }, [dispatch])

  const restart = useCallback(() => {
    setProblem(null)
    setMoves((n) => n + 1)
    dispatch({ type: 'restart' })
  }, [dispatch])

  const result = question && state.current?.question.id === question.id ? state.current.result : null
  const answeredCount = state.answered.length
  const total = answeredCount + state.queue.length
  const position = result ? answeredCount : answeredCount + 1

  let content: ReactNode
  if (state.finished) {
    content = <FinishedPanel score={state.finished} onRestart={restart} />
  } else if (question) {
    content = (
      <QuestionCard
        key={question.id}
        question={question}
        result={result}
        showExamNumber
        progress={`${position} de ${total}`}
        send={send}
        onAnswered={onAnswered}
        onNext={onNext}
        focusOnShow={moves > 0}
      />
    )
  } else if (status === 'failed' && problem) {
    content = <LoadProblemPanel problem={problem} onRetry={session.retryLoad} />
  } else if (exams.data && exams.data.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text c="dimmed">Este curso ainda não tem concursos cadastrados.</Text>
      </Paper>
    )
  } else if (!exams.isError) {
    content = <LoadingQuestions />
  }

  const filters = exams.data ? (
    <Paper withBorder p="md">
      <SelectField
        label="Concurso"
        description={exam ? questionCount(exam.total) : undefined}
        value={exam ? String(exam.id) : ''}
        options={exams.data.map((e) => ({ value: String(e.id), label: examLabel(e) }))}
        onChange={(value) => {
          setProblem(null)
          setMoves(0)
          dispatch({ type: 'choose', filter: { concurso: Number(value) } })
        }}
      />
    </Paper>
  ) : (
    <Paper withBorder p="md" aria-hidden>
      <SkeletonBlock height={68} />
    </Paper>
  )

  return (
    <PracticeFrame
      title={
        <Group gap="xs" component="span">
          Concursos
          <Badge color="yellow.5" autoContrast variant="filled" radius="sm" component="span">
            PRO
          </Badge>
        </Group>
      }
      courseName={course.nome}
      filters={filters}
      score={
        !state.finished && (
          <ScorePanel answered={state.answered} byExamNumber>
            {total > 0 && (
              <div>
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={600}>
                    Progresso
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="progresso">
                    {answeredCount} de {total}
                  </Text>
                </Group>
                <Bar value={performance(answeredCount, total)} color="brand" />
              </div>
            )}
          </ScorePanel>
        )
      }
    >
      {content}
    </PracticeFrame>
  )
}
