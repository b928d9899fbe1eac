import type { AnswerResult, MockAnswerResult } from '@gabarito/core/contract'

/** The practice answers' types: the shared contract's (`packages/core/src/contract/practice.ts`, `mock.ts`). */
export type {
  Alternative,
  AnswerResult,
  Exam,
  MockAnswered,
  MockAnswerResult,
  OpenMock,
  Question,
  RankingPlace,
  Tag,
} from '@gabarito/core/contract'

/** A modo-prova mock's answer while it is open (issue 29): recorded, and nothing about whether it was right. */
export type HeldMockAnswer = Extract<MockAnswerResult, { registrada: true }>

/** What an answer call brings back: the result with the key, or only that it was recorded (modo prova). */
export type SentAnswer = AnswerResult | HeldMockAnswer
