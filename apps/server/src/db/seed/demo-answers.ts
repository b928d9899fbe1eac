import { randomUUID } from 'node:crypto'
import { ANSWER_KIND, idempotencyKeyDigest } from '@gabarito/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import { addStoredAnswers } from '../../modules/aggregates/aggregates.service.ts'
import type { Executor, Transaction } from '../client.ts'
import { answers, courses } from '../schema/index.ts'

/** One answer of a demo participant to a weekly mock (`mockId`), or of a simulated candidate in practice (null). */
export interface DemoAnswer {
  userId: number
  courseId: number
  subjectId: number
  questionId: number
  alternativeId: number
  correct: boolean
  mockId: number | null
  at: Date
}

/** A Postgres array literal of the values (numbers, booleans, ISO instants or enum labels: nothing to quote). */
const array = (values: readonly unknown[]) => `{${values.join(',')}}`

/**
 * Stores demo answers (new participants or candidates, one answer per question) with what the answer statement would
 * have kept for them, added by the aggregates' owner from the answers just stored (its bulk path, decision 0043; mock
 * and past practice answers take no free answers, issue 26). Demo data only: about ten thousand rows at the first
 * start, in one statement (the columns as arrays), where one per answer would cost seconds on every fresh database.
 */
export async function storeDemoAnswers(tx: Transaction, demo: DemoAnswer[]): Promise<void> {
  if (demo.length === 0) return
  const column = <T>(pick: (a: DemoAnswer) => T) => array(demo.map(pick))
  await tx.execute(sql`
    insert into ${answers} (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, reference_id,
                         idempotency_key, answered_at)
    select * from unnest(${column((a) => a.userId)}::int[], ${column((a) => a.questionId)}::int[],
                         ${column((a) => a.alternativeId)}::int[], ${column((a) => a.correct)}::boolean[],
                         ${column((a) => (a.mockId === null ? ANSWER_KIND.practice : ANSWER_KIND.weekly))}::answer_kind[],
                         ${column((a) => a.courseId)}::int[], ${column((a) => a.subjectId)}::int[],
                         ${column((a) => a.mockId ?? 'NULL')}::int[],
                         ${column(() => idempotencyKeyDigest(randomUUID()))}::bigint[],
                         ${column((a) => a.at.toISOString())}::timestamptz[])`)
  // The participants and candidates have no other answers.
  const participants = [...new Set(demo.map((a) => a.userId))]
  if (participants.length === 0) return
  await addStoredAnswers(tx, sql`a.user_id = any(${sql.param(participants)}::int[])`)
}

/** The demo course with the weekly mock (the first visible one), whose answers the demo seeds; none without one. */
export async function firstMockCourse(db: Executor): Promise<{ id: number } | undefined> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.hasMock, true), eq(courses.visible, true)))
    .orderBy(asc(courses.position))
    .limit(1)
  return course
}
