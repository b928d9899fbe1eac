import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { answers, freeAnswerDays } from '../../db/schema/index.ts'
import { heldAnswerSql } from '../seal/seal.sql.ts'

// LGPD (decisions 0026 and 0062): the export's reads and the erasure, each naming the person's id.

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

/** The free tier's count of the person's days: nobody else's figure counts it. */
export async function deleteFreeAnswerDaysOf(db: Executor, userId: number) {
  await db.delete(freeAnswerDays).where(eq(freeAnswerDays.userId, userId))
}
