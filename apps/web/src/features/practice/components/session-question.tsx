import type { ReactNode } from 'react'
import type { PracticeSession } from '../lib/use-practice-session'
import { LoadingQuestions, LoadProblemPanel } from './load-problem'
import { PracticeQuestionCard } from './practice-question-card'
import type { QuestionExtras } from './question-extras'
import { ScorePanel } from './score-panel'

interface SessionQuestionProps<F> {
  courseId: number
  session: PracticeSession<F>
  /** Whether "Pular" is offered (not when redoing one question of the caderno de erros). */
  skippable: boolean
  extras: QuestionExtras
  /** Shown once the round has ended (the one question redone). */
  finished?: ReactNode
  /** Shown when nothing came, instead of the load problem (the review: nothing due is no error). */
  empty?: ReactNode
  loadingLabel?: string
}

/**
 * The question of a session that follows the URL (filtered, caderno, review), why none came, or loading: with
 * subject practice's card, answer flow, skip and comment box.
 */
export function SessionQuestion<F>({
  courseId,
  session,
  skippable,
  extras,
  finished,
  empty,
  loadingLabel,
}: SessionQuestionProps<F>) {
  const { state, question, problem } = session
  if (state.finished && finished) return finished
  if (question) {
    return (
      <PracticeQuestionCard
        key={question.id}
        courseId={courseId}
        question={question}
        session={session}
        skippable={skippable}
        extras={extras}
      />
    )
  }
  if (problem?.kind === 'empty' && empty) return empty
  if (problem) return <LoadProblemPanel problem={problem} onRetry={session.retryLoad} />
  return <LoadingQuestions label={loadingLabel} />
}

/** The round's answers so far, once there is one. */
export function SessionScore<F>({ session, scope }: { session: PracticeSession<F>; scope: string }) {
  const answered = session.state.answered
  return answered.length > 0 ? <ScorePanel answered={answered} scope={scope} /> : null
}
