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

/**
 * An answer kept on the device without a connection (issue 33): sent later with its key; like a held mock answer,
 * nothing about whether it was right (the key is never on the device before answering).
 */
export type KeptAnswer = HeldMockAnswer & { guardada: true }

/** Subject practice's answers: the result, or kept on the device until the connection returns. */
export type SubjectAnswer = AnswerResult | KeptAnswer

/**
 * What an answer call brings back: the result with the key, or only that it was recorded (modo prova) or kept on
 * the device (offline practice).
 */
export type SentAnswer = AnswerResult | HeldMockAnswer
