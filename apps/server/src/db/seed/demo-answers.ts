import { randomUUID } from 'node:crypto'
import { saoPauloDayHour } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { bulkReportAggregatesSql } from '../../modules/reports/reports.sql.ts'
import type { Transaction } from '../client.ts'
import {
  ANSWER_KIND,
  alternativeCounts,
  answerStats,
  answers,
  COUNTER_SHARDS,
  MOCK_SCORE_SHARDS,
  mockResults,
  mockScoreCounts,
  PROGRESS,
  questionProgress,
} from '../schema/index.ts'

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

/** Adds 1 (and `hits`) to the entry of `key` in a map of counters. */
function bump<K>(map: Map<string, K & { n: number; hits: number }>, key: string, base: K, hit: boolean) {
  const entry = map.get(key) ?? { ...base, n: 0, hits: 0 }
  entry.n += 1
  entry.hits += hit ? 1 : 0
  map.set(key, entry)
  return entry
}

const CHUNK = 500

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

/**
 * Stores demo mock answers (new participants, one answer per question) with what the answer statement would have
 * kept for them: alternative counters, hourly, topic, concept and everyone's aggregates, progress, mock results and
 * the hits histogram (mock answers take no free answers, issue 26). Demo data only: a few thousand rows at the
 * first start, where one statement per answer would cost seconds on every fresh database.
 */
export async function storeDemoAnswers(tx: Transaction, demo: DemoAnswer[]): Promise<void> {
  const chosen = new Map<string, { alternativeId: number; shard: number; n: number; hits: number }>()
  const stats = new Map<
    string,
    {
      userId: number
      courseId: number
      subjectId: number
      day: string
      hour: number
      n: number
      hits: number
    }
  >()
  const results = new Map<
    string,
    { mockId: number; userId: number; first: Date; last: Date; n: number; hits: number }
  >()
  const progress = new Map<string, typeof questionProgress.$inferInsert>()
  for (const a of [...demo].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    const { day, hour } = saoPauloDayHour(a.at)
    const shard = a.userId % COUNTER_SHARDS
    bump(chosen, `${a.alternativeId}/${shard}`, { alternativeId: a.alternativeId, shard }, false)
    bump(
      stats,
      `${a.userId}/${a.courseId}/${a.subjectId}/${day}/${hour}`,
      { userId: a.userId, courseId: a.courseId, subjectId: a.subjectId, day, hour },
      a.correct,
    )
    const result = bump(
      results,
      `${a.mockId}/${a.userId}`,
      { mockId: a.mockId, userId: a.userId, first: a.at, last: a.at },
      a.correct,
    )
    result.last = a.at
    const state = a.correct ? PROGRESS.right : PROGRESS.wrong
    const before = progress.get(`${a.userId}/${a.questionId}`)
    progress.set(`${a.userId}/${a.questionId}`, {
      userId: a.userId,
      questionId: a.questionId,
      subjectId: a.subjectId,
      state,
      attempts: (before?.attempts ?? 0) + 1,
      lastAt: a.at,
    })
  }
  const scores = new Map<string, { mockId: number; shard: number; hits: number; n: number }>()
  for (const r of results.values()) {
    const shard = r.userId % MOCK_SCORE_SHARDS
    const key = `${r.mockId}/${shard}/${r.hits}`
    const entry = scores.get(key) ?? { mockId: r.mockId, shard, hits: r.hits, n: 0 }
    entry.n += 1
    scores.set(key, entry)
  }

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
        idempotencyKey: randomUUID(),
        answeredAt: a.at,
      })),
    ),
  )
  await insertChunks([...chosen.values()], (chunk) =>
    tx
      .insert(alternativeCounts)
      .values(chunk.map((c) => ({ alternativeId: c.alternativeId, shard: c.shard, chosen: c.n })))
      .onConflictDoUpdate({
        target: [alternativeCounts.alternativeId, alternativeCounts.shard],
        set: { chosen: sql`${alternativeCounts.chosen} + excluded.chosen` },
      }),
  )
  await insertChunks([...stats.values()], (chunk) =>
    tx.insert(answerStats).values(chunk.map((s) => ({ ...s, answers: s.n, hits: s.hits }))),
  )
  await insertChunks([...progress.values()], (chunk) => tx.insert(questionProgress).values(chunk))
  await insertChunks([...results.values()], (chunk) =>
    tx.insert(mockResults).values(
      chunk.map((r) => ({
        mockId: r.mockId,
        userId: r.userId,
        hits: r.hits,
        answers: r.n,
        firstAnswerAt: r.first,
        lastAnswerAt: r.last,
      })),
    ),
  )
  await insertChunks([...scores.values()], (chunk) =>
    tx.insert(mockScoreCounts).values(chunk.map((s) => ({ ...s, participants: s.n }))),
  )
  // The reports' aggregates, read back from the answers just stored (the participants have no others).
  const participants = [...new Set(demo.map((a) => a.userId))]
  if (participants.length === 0) return
  for (const statement of bulkReportAggregatesSql(`a.user_id in (${participants.map(Number).join(', ')})`)) {
    await tx.execute(sql.raw(statement))
  }
}
