import { ANSWER_KIND } from '@gabarito/core'
import type { MockViewBody } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { locked, notFound } from '../../lib/errors.ts'
import {
  type AnswerInput,
  type AnswerMode,
  MOCK_CLOSED,
  QUESTION_NOT_FOUND,
  recordAnswerOrHold,
} from '../answers/answers.service.ts'
import { recordView } from './mock-views.repo.ts'
import { findMock, mockQuestionIds } from './mocks.repo.ts'
import { MOCK_NOT_FOUND, mockCourse, placeIn } from './mocks.service.ts'

export interface MockAnswerInput extends AnswerInput {
  /** The weekly mock (`desafio_id`). */
  mockId: number
}

/**
 * The weekly mock as a way of answering (decisions 0007 and 0012): open to every logged-in student, plan or not,
 * and not counted toward the free tier (issue 26: the mock is everyone's weekly meeting point); one answer per
 * question, only within the mock's window and time limit (both checked inside the answer statement).
 */
export const weeklyMockAnswers: AnswerMode<MockAnswerInput> = {
  kind: ANSWER_KIND.weekly,
  access: 'everyone',
  referenceId: (input) => input.mockId,
  reference: 'mock',
  async validate(deps, _caller, input) {
    await mockCourse(deps, input.courseId)
  },
}

/**
 * Records a mock answer with the caller's place in the ranking after it: the statement computes it for an answer
 * recorded now; a retried one reads it. A modo-prova mock answers only that the answer was recorded (decision 0056).
 */
export async function answerMock(deps: Deps, caller: Caller, input: MockAnswerInput) {
  const result = await recordAnswerOrHold(deps, caller, weeklyMockAnswers, input)
  if ('registrada' in result) return result
  return { ...result, classificacao: result.classificacao ?? (await placeIn(deps, input.mockId, caller.id)) }
}

/**
 * The mock's question now on the caller's screen, stamped with the server's clock (issue 29): the correction's time per
 * question counts from here. Only while the mock is open, and only for one of its questions.
 */
export async function showMockQuestion(deps: Deps, caller: Caller, body: MockViewBody) {
  await mockCourse(deps, body.modulo_id)
  const mock = await findMock(deps.db, body.modulo_id, body.desafio_id)
  if (!mock) throw notFound(MOCK_NOT_FOUND)
  const now = deps.clock()
  if (now < mock.opensAt || now >= mock.closesAt) throw locked(MOCK_CLOSED)
  if (!(await mockQuestionIds(deps.db, mock.id)).includes(body.pergunta_id))
    throw notFound(QUESTION_NOT_FOUND)
  await recordView(deps.db, caller.id, mock.id, body.pergunta_id, now)
  return { exibida_em: now.toISOString() }
}
