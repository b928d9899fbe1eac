import type { ReactNode } from 'react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useReviewSummary } from '@/lib/api/review-summary'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { type ReviewFilter, redoPractice, reviewPractice } from '../lib/practice-rules'
import { sameFilter } from '../lib/practice-state'
import { usePracticeSession } from '../lib/use-practice-session'
import { practiceTexts } from '../texts'
import { ExamDatePanel } from './exam-date-panel'
import { LoadingQuestions, LoadProblemPanel } from './load-problem'
import { PracticeFrame } from './practice-frame'
import { PracticeQuestionCard } from './practice-question-card'
import { NothingDuePanel, RedoFinishedPanel } from './review-panels'
import { ScorePanel } from './score-panel'

/** /v2/geral/revisao: the spaced review up to the exam (issue 30); `?questao=N` redoes that one question. */
export function ReviewPracticePage() {
  const course = useCurrentCourse()
  if (!course) return null
  return <ReviewPractice key={course.id} course={course} />
}

/** The question `?questao=` names, or null for the due batch. */
function redoneQuestion(params: URLSearchParams): number | null {
  const id = Number(params.get('questao'))
  return Number.isInteger(id) && id > 0 ? id : null
}

function ReviewPractice({ course }: { course: Course }) {
  const [params] = useSearchParams()
  const only = redoneQuestion(params)
  const session = usePracticeSession(only === null ? reviewPractice : redoPractice, course.id)
  const { state, question, problem, choose, retryLoad, reload } = session
  const summary = useReviewSummary(course.id)

  // The URL says what to review: the due batch, or one question; the queue kept on the device follows it. A question
  // to redo is asked afresh on each opening ("Refazer" again after it was redone).
  const redoOnOpen = useRef(only !== null)
  useEffect(() => {
    const wanted: ReviewFilter = { questao: only }
    if (redoOnOpen.current || !sameFilter(state.filter, wanted)) {
      redoOnOpen.current = false
      choose(wanted)
    }
  }, [only, state.filter, choose])

  // Another exam day changes what is due and in which order: the due batch is asked again, the question on screen
  // with it (one question being redone stays).
  const onExamDateSaved = () => {
    if (only === null) reload()
  }

  let content: ReactNode
  if (state.finished) {
    content = <RedoFinishedPanel />
  } else if (question) {
    content = (
      <PracticeQuestionCard
        key={question.id}
        courseId={course.id}
        question={question}
        session={session}
        skippable={false}
      />
    )
  } else if (problem?.kind === 'empty') {
    content = <NothingDuePanel summary={summary.data} onRetry={retryLoad} />
  } else if (problem) {
    content = <LoadProblemPanel problem={problem} onRetry={retryLoad} />
  } else {
    content = <LoadingQuestions label="Carregando as revisões…" />
  }

  return (
    <PracticeFrame
      title={practiceTexts.reviewTitle}
      courseName={course.nome}
      filters={<ExamDatePanel courseId={course.id} summary={summary.data} onSaved={onExamDateSaved} />}
      filtersLabel="Sua prova"
      score={
        state.answered.length > 0 && (
          <ScorePanel answered={state.answered} scope="Suas respostas nesta revisão" />
        )
      }
    >
      {content}
    </PracticeFrame>
  )
}
