import type { MockKeyMode } from '@gabarito/core'
import { and, count, eq } from 'drizzle-orm'
import { answers } from '../db/schema/index.ts'
import { createMock } from '../modules/mocks/mocks.service.ts'
import { auth } from './context.ts'
import { type createQuestion, userIdOf } from './fixtures.ts'
import type { PracticeSuite } from './practice.ts'

type Question = Awaited<ReturnType<typeof createQuestion>>

/** A staff mock of the suite's course over `questions`, open from `opensAt` for `hours`. */
export function staffMock(
  suite: PracticeSuite,
  questions: Question[],
  opensAt: Date,
  options: { hours?: number; timeLimitMinutes?: number | null; name?: string; keyMode?: MockKeyMode } = {},
) {
  return createMock(suite.t.db, {
    courseId: suite.course.id,
    name: options.name ?? 'Simulado de Teste',
    opensAt,
    closesAt: new Date(opensAt.getTime() + (options.hours ?? 48) * 3600_000),
    timeLimitMinutes: options.timeLimitMinutes ?? null,
    questionIds: questions.map((q) => q.id),
    keyMode: options.keyMode,
  })
}

/** POST /simulado/responder with the question's alternative `choice` (0 is the right one by default). */
export function answerMock(
  suite: PracticeSuite,
  token: string,
  mockId: number,
  question: Question,
  choice = 0,
  key?: string,
) {
  return suite.t.app.inject({
    method: 'POST',
    url: '/respostas/api/v1/simulado/responder',
    headers: auth(token),
    payload: {
      pergunta_id: question.id,
      selected: question.alternatives[choice]?.id,
      disciplina_id: question.subjectId,
      desafio_id: mockId,
      tipo: 'Semanal',
      modulo_id: suite.course.id,
      ...(key ? { chave_idempotencia: key } : {}),
    },
  })
}

/** GET a mock route of the suite's course as the student. */
export function getMock(suite: PracticeSuite, token: string, path: string) {
  return suite.t.app.inject({ url: `/api/v1/${path}`, headers: auth(token) })
}

/** How many answers the student (by token) has stored for the question, in any mode. */
export async function storedAnswers(suite: PracticeSuite, token: string, questionId: number) {
  const [row] = await suite.t.db
    .select({ n: count() })
    .from(answers)
    .where(and(eq(answers.userId, userIdOf(token)), eq(answers.questionId, questionId)))
  return row?.n
}
