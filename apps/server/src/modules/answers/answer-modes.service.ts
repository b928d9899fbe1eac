import { ANSWER_KIND } from '@gabarito/core'
import { getCourseWithSection } from '../courses/courses.service.ts'
import type { AnswerInput, AnswerMode } from './answers.service.ts'

/** Subject practice (`/treinamento/responder`): free up to the daily limit, no reference. */
export const practiceAnswers: AnswerMode = {
  kind: ANSWER_KIND.practice,
  access: 'free-tier',
  referenceId: () => null,
  reference: 'none',
  async validate(deps, _caller, input) {
    await getCourseWithSection(deps, input.courseId, 'hasQuestions')
  },
}

export interface PastExamAnswerInput extends AnswerInput {
  /** The exam the question must belong to (`referencia_id`). */
  examId: number
}

/** A past exam (`/concurso/responder`): PRO, so a plan for the course or the unlimited subscription (0007). */
export const pastExamAnswers: AnswerMode<PastExamAnswerInput> = {
  kind: ANSWER_KIND.exam,
  access: 'plan',
  referenceId: (input) => input.examId,
  reference: 'exam',
  async validate(deps, _caller, input) {
    await getCourseWithSection(deps, input.courseId, 'hasPastExams')
  },
}
