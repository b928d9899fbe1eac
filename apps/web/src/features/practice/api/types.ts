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
