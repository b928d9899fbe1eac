import { Badge, Button, Paper, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconAlertTriangle } from '@tabler/icons-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { type Subject, useSubjects } from '@/features/courses/api/get-subjects'
import { errorMessage } from '@/lib/api-client'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { answerPractice } from '../api/answer-question'
import { getSubjectQuestions, type SubjectFilter } from '../api/get-subject-questions'
import { skipQuestion } from '../api/skip-question'
import type { AnswerResult, Question } from '../api/types'
import { loadProblemHandlers } from '../lib/load-problem-handlers'
import { usePracticeSession } from '../lib/use-practice-session'
import { practiceTexts } from '../texts'
import { CommentBox } from './comment-box'
import { LoadingQuestions, type LoadProblem, LoadProblemPanel } from './load-problem'
import { PracticeFrame } from './practice-frame'
import { QuestionCard, type SendAnswer } from './question-card'
import { ScorePanel } from './score-panel'
import { Notice, SelectField, SkeletonBlock } from './ui'

/** /v2/geral/perguntas: questions by subject and (PRO) topic. */
export function SubjectPracticePage() {
  const course = useCurrentCourse()
  if (!course) return null
  return <SubjectPractice key={course.id} course={course} />
}

interface SubjectFiltersProps {
  subjects: Subject[] | undefined
  failed: boolean
  filter: SubjectFilter | null
  onChange: (filter: SubjectFilter) => void
  onRetry: () => void
}

function SubjectFilters({ subjects, failed, filter, onChange, onRetry }: SubjectFiltersProps) {
  if (failed) {
    return (
      <Notice color="red" icon={<IconAlertTriangle size={20} />} role="alert" data-testid="falha-disciplinas">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{practiceTexts.subjectsFailure}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Tentar de novo
          </Button>
        </Stack>
      </Notice>
    )
  }
  if (!subjects) {
    return (
      <Paper withBorder p="md">
        <Stack gap="sm" aria-hidden>
          <SkeletonBlock height={68} />
          <SkeletonBlock height={68} />
        </Stack>
      </Paper>
    )
  }
  const subject = subjects.find((s) => s.id === filter?.disciplina)
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SelectField
          label="Disciplina"
          value={subject ? String(subject.id) : ''}
          options={subjects.map((s) => ({ value: String(s.id), label: s.nome }))}
          onChange={(value) => onChange({ disciplina: Number(value), assunto: null })}
        />
        <SelectField
          label={
            <>
              Assunto
              <Badge size="xs" color="yellow.5" autoContrast variant="filled" radius="sm" component="span">
                PRO
              </Badge>
            </>
          }
          disabled={!subject}
          value={filter?.assunto ? String(filter.assunto) : ''}
          options={[
            { value: '', label: 'Todos os assuntos' },
            ...(subject?.assuntos ?? []).map((t) => ({ value: String(t.id), label: t.nome })),
          ]}
          onChange={(value) => {
            if (subject) onChange({ disciplina: subject.id, assunto: value ? Number(value) : null })
          }}
        />
      </Stack>
    </Paper>
  )
}

function SubjectPractice({ course }: { course: Course }) {
  const subjects = useSubjects(course.id)
  const [problem, setProblem] = useState<LoadProblem | null>(null)
  // Questions after the first get the focus (after Proxima Pergunta or Pular).
  const [moves, setMoves] = useState(0)

  const session = usePracticeSession<SubjectFilter>({
    mode: 'disciplina',
    courseId: course.id,
    load: (filter) => {
      setProblem(null)
      return getSubjectQuestions(course.id, filter)
    },
    ...loadProblemHandlers({
      emptyMessage: practiceTexts.subjectEmpty,
      lockedStatus: 423,
      toastId: 'perguntas',
      setProblem,
    }),
  })
  const { state, dispatch, question, status } = session

  useEffect(() => {
    if (subjects.isError) notifyError(practiceTexts.subjectsFailure, undefined, 'disciplinas-erro')
  }, [subjects.isError])

  // Without a (still existing) subject chosen, start with the first one.
  useEffect(() => {
    const list = subjects.data
    if (!list || list.length === 0) return
    if (!state.filter || !list.some((s) => s.id === state.filter?.disciplina)) {
      dispatch({ type: 'choose', filter: { disciplina: list[0]?.id ?? 0, assunto: null } })
    }
  }, [subjects.data, state.filter, dispatch])

  const choose = useCallback(
    (filter: SubjectFilter) => {
      setProblem(null)
      // The focus stays on the selector just used.
      setMoves(0)
      dispatch({ type: 'choose', filter })
    },
    [dispatch],
  )

  const send: SendAnswer = useCallback(
    (q, selected, key, onRetry) =>
      answerPractice(
        {
          pergunta_id: q.id,
          selected,
          disciplina_id: q.disciplina_id,
          tipo: q.status,
          modulo_id: course.id,
          chave_idempotencia: key,
        },
        { onRetry },
      ),
    [course.id],
  )

  const onAnswered = useCallback(
    (result: AnswerResult) => {
      if (question) dispatch({ type: 'answered', question, result })
    },
    [dispatch, question],
  )

  const onNext = useCallback(() => {
    setMoves((n) => n + 1)
    dispatch({ type: 'next', finishWhenEmpty: false })
  }, [dispatch])

  const onSkip = useCallback(
    (q: Question) => {
      modals.openConfirmModal({
        title: 'Pular questão',
        children: <Text size="sm">{practiceTexts.confirmSkip}</Text>,
        labels: { confirm: 'Sim, pular', cancel: 'Cancelar' },
        onConfirm: async () => {
          try {
            await skipQuestion(course.id, q.id)
          } catch (error) {
            notifyError(errorMessage(error, practiceTexts.skipFailed))
          }
          setMoves((n) => n + 1)
          dispatch({ type: 'skipped', questionId: q.id })
        },
      })
    },
    [course.id, dispatch],
  )

  const result = question && state.current?.question.id === question.id ? state.current.result : null
  const topicChosen = state.filter !== null && state.filter.assunto !== null

  let content: ReactNode
  if (question) {
    content = (
      <QuestionCard
        key={question.id}
        question={question}
        result={result}
        send={send}
        onAnswered={onAnswered}
        onNext={onNext}
        onSkip={() => onSkip(question)}
        focusOnShow={moves > 0}
        afterResult={<CommentBox key={question.id} courseId={course.id} questionId={question.id} />}
      />
    )
  } else if (status === 'failed' && problem) {
    content = (
      <LoadProblemPanel problem={problem} onRetry={session.retryLoad}>
        {topicChosen && (
          <Button
            size="sm"
            variant="light"
            onClick={() => choose({ disciplina: state.filter?.disciplina ?? 0, assunto: null })}
          >
            Praticar todos os assuntos
          </Button>
        )}
      </LoadProblemPanel>
    )
  } else if (subjects.data && subjects.data.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text c="dimmed">Este curso ainda não tem disciplinas com questões.</Text>
      </Paper>
    )
  } else if (!subjects.isError) {
    content = <LoadingQuestions />
  }

  return (
    <PracticeFrame
      title="Questões"
      courseName={course.nome}
      filters={
        <SubjectFilters
          subjects={subjects.data}
          failed={subjects.isError}
          filter={state.filter}
          onChange={choose}
          onRetry={() => void subjects.refetch()}
        />
      }
      score={<ScorePanel answered={state.answered} />}
    >
      {content}
    </PracticeFrame>
  )
}
