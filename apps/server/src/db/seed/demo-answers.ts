import { randomUUID } from 'node:crypto'
import { ANSWER_KIND, idempotencyKeyDigest } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { addStoredAnswers } from '../../modules/aggregates/aggregates.service.ts'
import type { Transaction } from '../client.ts'
import { answers } from '../schema/index.ts'

/** One answer of a demo participant to a weekly mock. */
export interface DemoAnswer {
  userId: number
  courseId: number
  subjectId: number
  questionId: number
  alternativeId: number
  correct: boolean
  mockId: number
  at: Date
}

const CHUNK = 500

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

/**
 * Stores demo mock answers (new participants, one answer per question) with what the answer statement would have
 * kept for them, added by the aggregates' owner from the answers just stored (its bulk path, decision 0043; mock
 * answers take no free answers, issue 26). Demo data only: a few thousand rows at the first start, where one
 * statement per answer would cost seconds on every fresh database.
 */
export async function storeDemoAnswers(tx: Transaction, demo: DemoAnswer[]): Promise<void> {
  await insertChunks(demo, (chunk) =>
    tx.insert(answers).values(
      chunk.map((a) => ({
        userId: a.userId,
        questionId: a.questionId,
        alternativeId: a.alternativeId,
        correct: a.correct,
        kind: ANSWER_KIND.weekly,
        courseId: a.courseId,
        subjectId: a.subjectId,
        referenceId: a.mockId,
        idempotencyKey: idempotencyKeyDigest(randomUUID()),
        answeredAt: a.at,
      })),
    ),
  )
  // The participants have no other answers.
  const participants = [...new Set(demo.map((a) => a.userId))]
  if (participants.length === 0) return
  await addStoredAnswers(tx, sql`a.user_id = any(${sql.param(participants)}::int[])`)
}
