import { Button } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useSubjects } from '@/lib/api/get-subjects'
import type { Course } from '@/lib/current-course'
import { countTodayAnswer, useSubjectToday } from '../api/get-subject-today'
import type { Question, SubjectAnswer } from '../api/types'
import { subjectPractice } from '../lib/practice-rules'
import { isHeld } from '../lib/practice-state'
import { useDefaultFilter } from '../lib/use-default-filter'
import { usePracticeSession } from '../lib/use-practice-session'
import { OfflineBanner } from '../offline/offline-banner'
import { useKeepAhead } from '../offline/offline-practice'
import { useOfflineStatus } from '../offline/offline-status'
import { FreeQuestionsLeft } from './free-questions-left'
import { PracticeContent } from './practice-content'
import { PracticeFrame } from './practice-frame'
import { PracticeQuestionCard } from './practice-question-card'
import type { QuestionExtras } from './question-extras'
import { ScorePanel } from './score-panel'
import { SubjectFilters } from './subject-filters'

// The answers sent after practising offline: loaded only when there are some.
const SentAnswers = lazy(async () => ({ default: (await import('../offline/sent-answers')).SentAnswers }))

/**
 * /v2/geral/perguntas: questions by subject and (PRO) topic (app/practice/subject-practice-page.tsx puts it on its
 * route, beside the bank's filtered and caderno practice).
 */
interface SubjectPracticeProps {
  course: Course
  extras: QuestionExtras
  /** Under the subject and topic: "Filtrar questões", the bank's filter (features/bank). */
  bankFilter: ReactNode
}

export function SubjectPractice({ course, extras, bankFilter }: SubjectPracticeProps) {
  const subjects = useSubjects(course.id)
  const session = usePracticeSession(subjectPractice, course.id)
  const { state, question, choose } = session
  // The counters are the subject's answers today, kept by the server: they go on across batches and reloads.
  const today = useSubjectToday(course.id, state.filter?.disciplina ?? null)
  const onAnswered = useCallback(
    (answered: Question, result: SubjectAnswer) => {
      session.answered(answered, result)
      // An answer kept on the device counts once sent (the sync reads the counters again then).
      if (!isHeld(result)) {
        countTodayAnswer(course.id, answered.disciplina_id, result.correta, result.gratuitas_restantes)
      }
    },
    [session.answered, course.id],
  )
  const sentCount = useOfflineStatus().sent
  // Offline practice (issue 33): 30 or more questions kept ahead, with their images; kept answers sent once online.
  useKeepAhead({
    courseId: course.id,
    filter: state.filter,
    queue: state.queue,
    answered: state.answered.length,
    add: session.add,
  })
  // ?disciplina=&assunto= (the reports' "Praticar" links) chooses that subject and topic once, then leaves the URL.
  const [params, setParams] = useSearchParams()
  useEffect(() => {
    const disciplina = Number(params.get('disciplina'))
    if (!Number.isInteger(disciplina) || disciplina <= 0) return
    const assunto = Number(params.get('assunto'))
    choose({ disciplina, assunto: Number.isInteger(assunto) && assunto > 0 ? assunto : null })
    setParams({}, { replace: true })
  }, [params, setParams, choose])
  useDefaultFilter({
    items: subjects.data,
    filter: state.filter,
    isOf: (subject, filter) => subject.id === filter.disciplina,
    filterOf: (subject) => ({ disciplina: subject.id, assunto: null }),
    choose,
  })

  const card = question && (
    <PracticeQuestionCard
      key={question.id}
      courseId={course.id}
      question={question}
      session={session}
      onAnswered={onAnswered}
      skippable
      extras={extras}
    />
  )
  const topicChosen = state.filter !== null && state.filter.assunto !== null
  // The counters come once the question slot is filled: on a phone they sit below it, and would be pushed down
  // as the question arrives (decision 0041).
  const settled = Boolean(card) || session.problem !== null || subjects.isError || subjects.data?.length === 0

  return (
    <PracticeFrame
      title="Questões"
      courseName={course.nome}
      filters={
        <>
          <SubjectFilters
            subjects={subjects.data}
            failed={subjects.isError}
            filter={state.filter}
            onChange={choose}
            onRetry={() => void subjects.refetch()}
          />
          {bankFilter}
        </>
      }
      score={
        settled && (
          <ScorePanel
            answered={state.answered}
            score={today.data ?? null}
            scope="Suas respostas de hoje nesta disciplina"
          >
            {/* Below the question on a phone, like the counters: it never pushes the question down. */}
            <FreeQuestionsLeft count={today.data?.gratuitas_restantes ?? null} />
          </ScorePanel>
        )
      }
    >
      <OfflineBanner />
      <PracticeContent
        card={card}
        problem={session.problem}
        onRetry={session.retryLoad}
        problemActions={
          topicChosen && (
            <Button
              size="sm"
              variant="light"
              onClick={() => choose({ disciplina: state.filter?.disciplina ?? 0, assunto: null })}
            >
              Praticar todos os assuntos
            </Button>
          )
        }
        choices={subjects}
        noChoices="Este curso ainda não tem disciplinas com questões."
      />
      {sentCount > 0 && (
        <Suspense fallback={null}>
          <SentAnswers courseId={course.id} />
        </Suspense>
      )}
    </PracticeFrame>
  )
}
