import { afterAll, beforeAll } from 'vitest'
import { auth, createTestContext, type TestContext, type TestOptions } from './context.ts'
import { createCourse, createQuestion, createSubject, type QuestionSpec } from './fixtures.ts'

type Question = Awaited<ReturnType<typeof createQuestion>>

/** 14:30 in São Paulo: where the clock of a practice test file starts. */
export const PRACTICE_START = new Date('2026-11-20T17:30:00Z')

export interface PracticeSuite {
  t: TestContext
  course: Awaited<ReturnType<typeof createCourse>>
  subject: Awaited<ReturnType<typeof createSubject>>
  /** The app's clock; a test moves it by assigning `now` (and puts it back). */
  now: Date
  /** POST /treinamento/responder as the student with this token. */
  practice(token: string, payload: object): ReturnType<TestContext['app']['inject']>
  /** practice() on a published question of the course, with its alternative `choice` (0 for A) and `more` fields. */
  answer(
    token: string,
    question: Question,
    choice: number,
    more?: object,
  ): ReturnType<TestContext['app']['inject']>
  /** A question of the file's course and subject unless the spec names others. */
  question(spec?: Partial<QuestionSpec>): ReturnType<typeof createQuestion>
  /** A subject batch (the file's course and subject unless given). */
  batch(token: string, subjectId?: number, courseId?: number): ReturnType<TestContext['app']['inject']>
}

/**
 * For one test file about practice: the real app on its own database with a course and a subject, made before
 * the file's tests and closed after them. Call it at the top level of the file.
 */
export function practiceSuite(
  subjectName: string,
  topicNames: string[] = [],
  options: Omit<TestOptions, 'clock'> = {},
): PracticeSuite {
  const suite = {
    now: PRACTICE_START,
    practice: (token, payload) =>
      suite.t.app.inject({
        method: 'POST',
        url: '/respostas/api/v1/treinamento/responder',
        headers: auth(token),
        payload,
      }),
    answer: (token, question, choice, more = {}) =>
      suite.practice(token, {
        pergunta_id: question.id,
        selected: question.alternatives[choice]?.id,
        modulo_id: suite.course.id,
        disciplina_id: question.subjectId,
        tipo: 'PUBLICADA',
        ...more,
      }),
    question: (spec = {}) =>
      createQuestion(suite.t.db, { courseId: suite.course.id, subjectId: suite.subject.id, ...spec }),
    batch: (token, subjectId = suite.subject.id, courseId = suite.course.id) =>
      suite.t.app.inject({
        url: `/api/v1/geral/modulo/${courseId}/disciplina/${subjectId}/perguntas`,
        headers: auth(token),
      }),
  } as PracticeSuite
  beforeAll(async () => {
    suite.t = await createTestContext({ ...options, clock: () => suite.now })
    suite.course = await createCourse(suite.t.db)
    suite.subject = await createSubject(suite.t.db, suite.course.id, subjectName, topicNames)
  })
  afterAll(() => suite.t.close())
  return suite
}
