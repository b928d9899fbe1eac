import type { PracticeRules } from '@/features/practice/lib/practice-rules'
import { answerReview, getReviewQuestions } from '@/features/review/api/review'
import { reviewTexts } from '@/features/review/texts'

// The spaced review's calls (features/review) run by the practice session (features/practice): wired here, in app/,
// because a feature imports no other (decision 0075).

/** The review queue's filter: the due batch (null), or one question to redo ("Refazer" in the caderno de erros). */
export interface ReviewFilter {
  questao: number | null
}

const reviewLoad: PracticeRules<ReviewFilter>['load'] = async (courseId, filter) => ({
  questions: await getReviewQuestions(courseId, filter.questao),
})

const reviewAnswer: PracticeRules<ReviewFilter>['answer'] = ({
  courseId,
  question,
  selected,
  idempotencyKey,
  guessed,
}) =>
  answerReview({
    pergunta_id: question.id,
    selected,
    modulo_id: courseId,
    chave_idempotencia: idempotencyKey,
    chutei: guessed,
  })

/** /v2/geral/revisao: the questions due, batch after batch; nothing due is no error (no toast). */
export const reviewPractice: PracticeRules<ReviewFilter> = {
  mode: 'revisao',
  load: reviewLoad,
  answer: reviewAnswer,
  whenEmpty: 'refetch',
  problems: {
    emptyMessage: reviewTexts.reviewEmpty,
    lockedStatus: 423,
    toastId: 'revisao',
    quietEmpty: true,
  },
}

/** /v2/geral/revisao?questao=N: that one question again, then the round ends. */
export const redoPractice: PracticeRules<ReviewFilter> = { ...reviewPractice, whenEmpty: 'finish' }
