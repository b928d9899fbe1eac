import { lazy, Suspense } from 'react'
import type { AnswerResult, Question, SentAnswer } from '../api/types'
import type { PracticeSession } from '../lib/use-practice-session'
import { confirmSkip } from './confirm-skip'
import { QuestionCard } from './question-card'
import type { QuestionExtras } from './question-extras'

// Shown only under an answer's result: its code (the form and the comment's status) stays out of the practice
// screen's first load, under DESIGN section 5's 200 KB.
const CommentBox = lazy(async () => ({ default: (await import('./comment-box')).CommentBox }))

interface PracticeQuestionCardProps<F, R extends SentAnswer> {
  courseId: number
  question: Question
  session: PracticeSession<F, R>
  /** What an answer does besides the session's (subject practice refreshes the day's counters). */
  onAnswered?: PracticeSession<F, R>['answered']
  /** Whether "Pular" is offered (not when redoing one question of the caderno de erros). */
  skippable: boolean
  extras: QuestionExtras
}

/**
 * The question card as practice shows it (subject, filtered, caderno and review): the session's answer flow, "Pular"
 * with its confirmation, and the private comment box under the result.
 */
export function PracticeQuestionCard<F, R extends SentAnswer = AnswerResult>({
  courseId,
  question,
  session,
  onAnswered,
  skippable,
  extras,
}: PracticeQuestionCardProps<F, R>) {
  return (
    <QuestionCard
      key={question.id}
      question={question}
      result={session.result}
      send={session.send}
      onAnswered={onAnswered ?? session.answered}
      onNext={session.next}
      onSkip={skippable ? () => confirmSkip(courseId, question.id, session.skip) : undefined}
      focusOnShow={session.focusQuestion}
      extras={extras}
      afterResult={
        <Suspense fallback={null}>
          <CommentBox
            key={question.id}
            courseId={courseId}
            questionId={question.id}
            own={question.meu_comentario}
          />
        </Suspense>
      }
    />
  )
}
