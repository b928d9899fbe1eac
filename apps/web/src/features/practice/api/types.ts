/** The practice answers' types: the shared contract's (`packages/core/src/contract/practice.ts`). */
export type { Alternative, AnswerResult, Exam, Question, Tag } from '@gabarito/core/contract'
