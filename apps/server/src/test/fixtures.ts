import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  alternatives,
  exams,
  news,
  questions,
  questionTags,
  studyTexts,
  subjects,
  tags,
  topics,
  UNLIMITED_PLAN_ID,
  userPlans,
} from '../db/schema/index.ts'
import { createCourse as createCourseWithPlan, type NewCourse } from '../modules/courses/courses.service.ts'

let counter = 0
const next = () => ++counter

/** A course with every section on (override what a test needs) and its plan. */
export function createCourse(db: Database, values: Partial<NewCourse> = {}) {
  const n = next()
  return createCourseWithPlan(
    { db },
    {
      name: `Curso de Teste ${n}`,
      description: `Descrição do curso ${n}`,
      image: '/media/curso.svg',
      priceHtml: '<p>R$ 29,90</p>',
      termsHtml: '<p>Termos do curso</p>',
      mockTermsHtml: '<p>Regras do simulado</p>',
      hasNews: true,
      hasQuestions: true,
      hasMaterial: true,
      hasMock: true,
      hasPastExams: true,
      hasReports: true,
      hasConcepts: true,
      position: n,
      ...values,
    },
  )
}

export async function createSubject(db: Database, courseId: number, name: string, topicNames: string[] = []) {
  const [subject] = await db
    .insert(subjects)
    .values({ courseId, name, description: `Sobre ${name}` })
    .returning()
  const topicRows = []
  for (const [i, topicName] of topicNames.entries()) {
    const [topic] = await db
      .insert(topics)
      .values({
        subjectId: subject?.id as number,
        name: topicName,
        acronym: topicName.slice(0, 3).toUpperCase(),
        position: i,
      })
      .returning()
    topicRows.push(topic as typeof topics.$inferSelect)
  }
  return { ...(subject as typeof subjects.$inferSelect), topics: topicRows }
}

export async function createStudyText(db: Database, values: typeof studyTexts.$inferInsert) {
  const [row] = await db.insert(studyTexts).values(values).returning()
  return row as typeof studyTexts.$inferSelect
}

export async function createNews(db: Database, values: typeof news.$inferInsert) {
  const [row] = await db.insert(news).values(values).returning()
  return row as typeof news.$inferSelect
}

/** Gives the user a plan (a course's, or the unlimited subscription) ending at `endsAt`. */
export async function grantPlan(db: Database, userId: number, planId: number, endsAt: Date) {
  await db.insert(userPlans).values({ userId, planId, endsAt })
}

export const UNLIMITED = UNLIMITED_PLAN_ID

export function userIdOf(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).user.id
}

export interface QuestionSpec {
  courseId: number
  subjectId: number
  topicId?: number | null
  examId?: number | null
  examNumber?: number | null
  text?: string
  alternatives?: string[]
  correct?: number
  explanation?: string
  tags?: string[]
}

/** A published question with its alternatives (A, B, …), the correct one and tags. */
export async function createQuestion(db: Database, spec: QuestionSpec) {
  const n = next()
  const [question] = await db
    .insert(questions)
    .values({
      courseId: spec.courseId,
      subjectId: spec.subjectId,
      topicId: spec.topicId ?? null,
      examId: spec.examId ?? null,
      examNumber: spec.examNumber ?? null,
      textHtml: spec.text ?? `<p>Enunciado da questão ${n}</p>`,
      explanationHtml: spec.explanation ?? `<p>Explicação da questão ${n}</p>`,
    })
    .returning()
  const texts = spec.alternatives ?? ['Primeira', 'Segunda', 'Terceira', 'Quarta', 'Quinta']
  const alts = await db
    .insert(alternatives)
    .values(
      texts.map((t, i) => ({
        questionId: question?.id as number,
        position: i,
        letter: 'ABCDE'[i] as string,
        textHtml: t,
      })),
    )
    .returning()
  const correct = alts[spec.correct ?? 0] as typeof alternatives.$inferSelect
  await db
    .update(questions)
    .set({ correctAlternativeId: correct.id })
    .where(eq(questions.id, question?.id as number))
  for (const description of spec.tags ?? []) {
    const [tag] = await db
      .insert(tags)
      .values({ description })
      .onConflictDoUpdate({ target: tags.description, set: { description } })
      .returning()
    await db.insert(questionTags).values({ questionId: question?.id as number, tagId: tag?.id as number })
  }
  return { ...(question as typeof questions.$inferSelect), alternatives: alts, correctId: correct.id }
}

export async function createExam(db: Database, courseId: number, name: string, year: number) {
  const [exam] = await db.insert(exams).values({ courseId, name, year }).returning()
  return exam as typeof exams.$inferSelect
}
