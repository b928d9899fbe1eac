import { useSearchParams } from 'react-router'
import { PracticeFrame } from '@/features/practice/components/practice-frame'
import type { QuestionExtras } from '@/features/practice/components/question-extras'
import { ScorePanel } from '@/features/practice/components/score-panel'
import { SessionQuestion } from '@/features/practice/components/session-question'
import { useSessionOn } from '@/features/practice/lib/use-session-on'
import { ExamDatePanel } from '@/features/review/components/exam-date-panel'
import { NothingDuePanel, RedoFinishedPanel } from '@/features/review/components/review-panels'
import { reviewTexts } from '@/features/review/texts'
import { useReviewSummary } from '@/lib/api/review-summary'
import type { Course } from '@/lib/current-course'
import { practicePage } from './practice-page'
import { redoPractice, reviewPractice } from './review-rules'

/** The question `?questao=` names, or null for the due batch. */
function redoneQuestion(params: URLSearchParams): number | null {
  const id = Number(params.get('questao'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * /v2/geral/revisao: the spaced review up to the exam (issue 30); `?questao=N` redoes that one question. The practice
 * session (features/practice) on the review's questions, with the review's panels (features/review).
 */
function ReviewPractice({ course, extras }: { course: Course; extras: QuestionExtras }) {
  const [params] = useSearchParams()
  const only = redoneQuestion(params)
  // The URL says what to review: the due batch, or one question; the queue kept on the device follows it. A question
  // to redo is asked afresh on each opening ("Refazer" again after it was redone).
  const session = useSessionOn(
    only === null ? reviewPractice : redoPractice,
    course.id,
    { questao: only },
    only !== null,
  )
  const summary = useReviewSummary(course.id)

  // Another exam day changes what is due and in which order: the due batch is asked again, the question on screen
  // with it (one question being redone stays).
  const onExamDateSaved = () => {
    if (only === null) session.reload()
  }

  return (
    <PracticeFrame
      title={reviewTexts.reviewTitle}
      courseName={course.nome}
      filters={<ExamDatePanel courseId={course.id} summary={summary.data} onSaved={onExamDateSaved} />}
      filtersLabel="Sua prova"
      score={
        session.state.answered.length > 0 && (
          <ScorePanel answered={session.state.answered} scope="Suas respostas nesta revisão" />
        )
      }
    >
      <SessionQuestion
        courseId={course.id}
        session={session}
        skippable={false}
        extras={extras}
        finished={<RedoFinishedPanel />}
        empty={<NothingDuePanel summary={summary.data} onRetry={session.retryLoad} />}
        loadingLabel="Carregando as revisões…"
      />
    </PracticeFrame>
  )
}

export const ReviewPracticePage = practicePage(ReviewPractice)
