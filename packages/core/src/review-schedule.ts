import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, type State } from 'ts-fsrs'
import { parseSaoPauloDateTime } from './date-input.ts'

// Spaced review up to the exam (issue 30): FSRS-6 with its default parameters, through ts-fsrs. Schedules are in
// days and reproducible: no fuzz, no short-term (same-day) steps. A pure rule, for the server; the web never imports
// it (not in the package's index), so ts-fsrs stays out of the screens' JavaScript.

const scheduler = fsrs(
  generatorParameters({ request_retention: 0.9, enable_fuzz: false, enable_short_term: false }),
)

/** A student's card for a question: what FSRS needs to schedule the next review. */
export interface ReviewCard {
  due: Date
  stability: number
  difficulty: number
  reps: number
  lapses: number
  state: State
  lastReview: Date | null
}

/** How an answer rates the memory: wrong = Again, right after "Chutei" (guessed) = Hard, right = Good. */
export function ratingOf(correct: boolean, guessed: boolean): Rating.Again | Rating.Hard | Rating.Good {
  if (!correct) return Rating.Again
  return guessed ? Rating.Hard : Rating.Good
}

/** A card is made by a wrong answer or a guessed right one; a plain right answer to a question without one makes none. */
export const makesCard = (correct: boolean, guessed: boolean) => !correct || guessed

/**
 * When the review must happen at the latest with an exam on `examDay` (YYYY-MM-DD, São Paulo): a due moment on or
 * after the exam day moves to 00:00 of the day before it, or to `at` when that moment has passed. No review is ever
 * scheduled after the exam.
 */
export function dueBeforeExam(due: Date, examDay: string | null, at: Date): Date {
  if (examDay === null) return due
  const examStart = parseSaoPauloDateTime(`${examDay}T00:00`)
  if (!examStart || due < examStart) return due
  const dayBefore = new Date(examStart.getTime() - 24 * 3_600_000)
  return dayBefore > at ? dayBefore : at
}

const toFsrs = (card: ReviewCard): Card => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  ...(card.lastReview && { last_review: card.lastReview }),
})

/**
 * The card after an answer at `at`: FSRS's next state for the answer's rating, due at FSRS's moment (the stored
 * card keeps it; reviewDue applies the exam). Null when the student has no card and the answer makes none. An answer
 * older than the card's last review (two sends racing) counts as given at that review.
 */
export function nextReview(
  card: ReviewCard | null,
  answer: { correct: boolean; guessed: boolean; at: Date },
): ReviewCard | null {
  if (card === null && !makesCard(answer.correct, answer.guessed)) return null
  const at = card?.lastReview && card.lastReview > answer.at ? card.lastReview : answer.at
  const current = card === null ? createEmptyCard(at) : toFsrs(card)
  const next = scheduler.next(current, at, ratingOf(answer.correct, answer.guessed)).card
  // Kept in single precision (question_progress's real columns, decision 0071): rounded here, each step, so that a
  // card moved answer by answer from its stored form and one replayed from the first answer are the same card.
  return {
    due: next.due,
    stability: Math.fround(next.stability),
    difficulty: Math.fround(next.difficulty),
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? at,
  }
}

/** When the card is due with an exam on `examDay` (dueBeforeExam, from the card's last review). */
export const reviewDue = (card: ReviewCard, examDay: string | null): Date =>
  dueBeforeExam(card.due, examDay, card.lastReview ?? card.due)
