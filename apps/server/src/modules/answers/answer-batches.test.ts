import { randomUUID } from 'node:crypto'
import { ANSWER_KIND, saoPauloDayHour } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/rows.ts'
import { signUpAndLogin } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { createAggregateFold } from '../aggregates/aggregates.fold.ts'
import { type AnswerStatementInput, runAnswerStatement } from './answers.repo.ts'

// Answers arriving while statements run wait and go together in one statement (decision 0035).
const suite = practiceSuite('Língua Portuguesa')
const STUDENTS = 8
const REFUSED = 5

describe('answers recorded together', () => {
  it('gives each answer sent at once its own result, and an answer the database refuses fails alone', async () => {
    const question = await suite.question()
    const students = await Promise.all(Array.from({ length: STUDENTS }, () => signUpAndLogin(suite.t.app)))
    const { day, hour } = saoPauloDayHour(PRACTICE_START)
    const input = (token: string, k: number): AnswerStatementInput => ({
      userId: userIdOf(token),
      questionId: question.id,
      alternativeId: question.alternatives[k % 2]?.id as number,
      courseId: suite.course.id,
      kind: ANSWER_KIND.practice,
      referenceId: null,
      examId: null,
      mockId: null,
      // Not a UUID: the database refuses the whole statement this answer goes in.
      idempotencyKey: k === REFUSED ? 'chave-invalida' : randomUUID(),
      at: PRACTICE_START,
      day,
      hour,
      freeDailyLimit: 15,
      unmetered: false,
      guessed: false,
    })

    const outcomes = await Promise.allSettled(
      students.map((s, k) => runAnswerStatement(suite.t.db, input(s.token, k))),
    )

    expect(outcomes.map((o) => o.status)).toEqual(
      students.map((_, k) => (k === REFUSED ? 'rejected' : 'fulfilled')),
    )
    for (const [k, outcome] of outcomes.entries()) {
      if (outcome.status === 'rejected') continue
      expect(outcome.value).toMatchObject({
        found: true,
        inserted: true,
        used_today: 1,
        correct_alternative_id: question.correctId,
      })
      const chosen = question.alternatives[k % 2]?.id
      expect(outcome.value.counts?.find((c) => c.id === chosen)?.count).toBeGreaterThanOrEqual(1)
    }
    const stored = await queryRows<{ user_id: number; alternative_id: number }>(
      suite.t.db,
      sql`select user_id, alternative_id from answers where question_id = ${question.id} order by user_id`,
    )
    expect(stored).toEqual(
      students
        .map((s, k) => ({ user_id: userIdOf(s.token), alternative_id: question.alternatives[k % 2]?.id, k }))
        .filter((a) => a.k !== REFUSED)
        .map(({ user_id, alternative_id }) => ({ user_id, alternative_id }))
        .sort((a, b) => a.user_id - b.user_id),
    )
    // The statement queues its answers; the counts are the fold's (decision 0047).
    await createAggregateFold(suite.t.db, 'inline', suite.t.app.log).drain()
    const counted = await queryRows<{ alternative_id: number; chosen: number }>(
      suite.t.db,
      sql`select c.alternative_id, sum(c.chosen)::int as chosen from alternative_counts c
          join alternatives a on a.id = c.alternative_id where a.question_id = ${question.id}
          group by c.alternative_id order by c.alternative_id`,
    )
    const byAlternative = new Map<number, number>()
    for (const a of stored)
      byAlternative.set(a.alternative_id, (byAlternative.get(a.alternative_id) ?? 0) + 1)
    expect(counted).toEqual(
      [...byAlternative.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([alternative_id, chosen]) => ({ alternative_id, chosen })),
    )
  })
})
