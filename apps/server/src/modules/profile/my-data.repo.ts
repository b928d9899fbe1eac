import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { ownCommentFields } from '../../db/own-comment-fields.ts'
import { answers, comments, mockResults, summaryFiles, users } from '../../db/schema/index.ts'
import { heldAnswerSql, heldMockSql } from '../aggregates/aggregates.service.ts'

// The LGPD export (decision 0026): every query names the caller's id, so no one else's row can come out.

export async function accountOf(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}

export function commentsOf(db: Executor, userId: number) {
  return db
    .select({ ...ownCommentFields, courseId: comments.courseId })
    .from(comments)
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.id))
}

export function summariesOf(db: Executor, userId: number) {
  return db
    .select({
      id: summaryFiles.id,
      name: summaryFiles.name,
      courseId: summaryFiles.courseId,
      active: summaryFiles.active,
      createdAt: summaryFiles.createdAt,
      updatedAt: summaryFiles.updatedAt,
    })
    .from(summaryFiles)
    .where(eq(summaryFiles.userId, userId))
    .orderBy(asc(summaryFiles.id))
}

/** The user's mock results; a modo-prova mock's hits stay out (null) until it is released (decision 0056). */
export function mockResultsOf(db: Executor, userId: number) {
  return db
    .select({
      mockId: mockResults.mockId,
      hits: sql<
        number | null
      >`case when ${heldMockSql(sql`${mockResults.mockId}`)} then null else ${mockResults.hits} end`,
      answers: mockResults.answers,
      firstAnswerAt: mockResults.firstAnswerAt,
      lastAnswerAt: mockResults.lastAnswerAt,
    })
    .from(mockResults)
    .where(eq(mockResults.userId, userId))
    .orderBy(asc(mockResults.mockId))
}

/**
 * One batch of the user's answers after the id `after`, in id order (the export streams them batch by batch). An
 * answer a modo-prova mock holds says nothing of its hit (null) until the mock is released (decision 0056).
 */
export function answersAfter(db: Executor, userId: number, after: number, limit: number) {
  return db
    .select({
      id: answers.id,
      questionId: answers.questionId,
      alternativeId: answers.alternativeId,
      correct: sql<
        boolean | null
      >`case when ${heldAnswerSql(sql`${answers.kind}`, sql`${answers.referenceId}`)}
        then null else ${answers.correct} end`,
      kind: answers.kind,
      courseId: answers.courseId,
      subjectId: answers.subjectId,
      referenceId: answers.referenceId,
      answeredAt: answers.answeredAt,
    })
    .from(answers)
    .where(and(eq(answers.userId, userId), gt(answers.id, after)))
    .orderBy(asc(answers.id))
    .limit(limit)
}
