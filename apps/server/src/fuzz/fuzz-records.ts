import { DISCUSSION_STATUS } from '@gabarito/core'
import { discussionComments, notebookQuestions, notebooks } from '../db/schema/index.ts'
import { createMock } from '../modules/mocks/mocks.service.ts'
import { auth, type TestContext } from '../test/context.ts'
import {
  createCourse,
  createExam,
  createNews,
  createQuestion,
  createStudyText,
  createSubject,
  grantPlan,
  userIdOf,
} from '../test/fixtures.ts'

/**
 * The key of a modo-prova mock open during the run (issue 29): its question's explanation and tag carry this mark,
 * which no answer to a student (or to no one) may show while the mock is open.
 */
export const SEALED_KEY = 'SEGREDO-DO-MODO-PROVA'

/**
 * The fuzz test's real records, so valid-looking ids reach the services; the callers `tokens` get a plan for both
 * courses. Returns every id, the past-exam question's key, and the modo-prova mock's ids (its course, subject,
 * question, mock and the week's automatic mock that holds the same question) with an alternative of its question.
 */
export async function createFuzzRecords(t: TestContext, tokens: string[]) {
  // Real records, so valid-looking ids reach the services: a course the student has a plan of, a subject with a
  // topic, a question of a past exam, news, study material and an open weekly mock (so the ranking's SQL runs).
  const course = await createCourse(t.db)
  const subject = await createSubject(t.db, course.id, 'Português', ['Crase'])
  const exam = await createExam(t.db, course.id, 'Concurso de Teste', 2024)
  const question = await createQuestion(t.db, {
    courseId: course.id,
    subjectId: subject.id,
    topicId: subject.topics[0]?.id,
    examId: exam.id,
    examNumber: 1,
  })
  const item = await createNews(t.db, { courseId: course.id, title: 'Notícia', summaryHtml: '<p>Texto</p>' })
  const text = await createStudyText(t.db, {
    courseId: course.id,
    subjectId: subject.id,
    title: 'Material',
    contentHtml: '<p>Texto</p>',
  })
  const mock = await createMock(t.db, {
    courseId: course.id,
    name: 'Simulado',
    opensAt: new Date(Date.now() - 3_600_000),
    closesAt: new Date(Date.now() + 7 * 86_400_000),
    timeLimitMinutes: null,
    questionIds: [question.id],
  })
  // A second course with an open modo-prova mock, whose key must not leak (issue 29).
  const sealedCourse = await createCourse(t.db)
  const sealedSubject = await createSubject(t.db, sealedCourse.id, 'Matemática')
  const sealedQuestion = await createQuestion(t.db, {
    courseId: sealedCourse.id,
    subjectId: sealedSubject.id,
    explanation: `<p>${SEALED_KEY}</p>`,
    tags: [SEALED_KEY],
  })
  // The week's automatic mock of that course, composed by a student's first call (the course's only question), then
  // the modo-prova mock over the same question, open at the same time (issue 45: an overlap made before the staff's
  // checks): the question must answer in neither but the modo-prova mock.
  const weekly = await t.app.inject({
    url: `/api/v1/geral/modulo/${sealedCourse.id}/simulado/perguntas`,
    headers: auth(tokens[0] as string),
  })
  const weeklyMock = weekly.json().simulado.id as number
  const sealedMock = await createMock(t.db, {
    courseId: sealedCourse.id,
    name: 'Simulado em modo prova',
    opensAt: new Date(Date.now() - 3_600_000),
    closesAt: new Date(Date.now() + 7 * 86_400_000),
    timeLimitMinutes: null,
    questionIds: [sealedQuestion.id],
    keyMode: 'ao_encerrar',
  })
  for (const token of tokens)
    for (const planId of [course.planId, sealedCourse.planId])
      await grantPlan(t.db, userIdOf(token), planId, new Date('2099-01-01T00:00:00Z'))
  // An approved discussion comment on the question by the last caller (issue 31), so the vote and report run.
  const [discussion] = await t.db
    .insert(discussionComments)
    .values({
      questionId: question.id,
      courseId: course.id,
      userId: userIdOf(tokens.at(-1) as string),
      text: 'Comentário da discussão',
      status: DISCUSSION_STATUS.approved,
    })
    .returning({ id: discussionComments.id })
  // A caderno (a list holding the question) of the same caller, so the cadernos' operations get a real id.
  const [notebook] = await t.db
    .insert(notebooks)
    .values({
      userId: userIdOf(tokens.at(-1) as string),
      courseId: course.id,
      name: 'Caderno',
      questionCount: 1,
    })
    .returning({ id: notebooks.id })
  await t.db.insert(notebookQuestions).values({ notebookId: notebook?.id as number, questionId: question.id })
  const sealedIds = [sealedCourse.id, sealedSubject.id, sealedQuestion.id, sealedMock, weeklyMock]
  return {
    ids: [
      course.id,
      subject.id,
      subject.topics[0]?.id,
      exam.id,
      question.id,
      item.id,
      text.id,
      mock,
      discussion?.id,
      notebook?.id,
      ...sealedIds,
    ],
    correctId: question.correctId,
    sealedIds,
    sealedChoice: sealedQuestion.alternatives[1]?.id as number,
  }
}
