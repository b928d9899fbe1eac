import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/rows.ts'
import { signUpAndLogin } from '../../test/context.ts'
import { type createQuestion, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// The Sunday-night peak in small: many students answering the same mock question at the same instant.
const suite = practiceSuite('Raciocínio Lógico')
type Question = Awaited<ReturnType<typeof createQuestion>>
// 50 on PostgreSQL, where the answers really run at once; PGlite runs one statement at a time, so fewer suffice.
const STUDENTS = process.env.TEST_DB === 'postgres' ? 50 : 12

describe('mock answers at the same instant', () => {
  it('records each of the students (50 on PostgreSQL) once and keeps the ranking equal to a count of the stored answers', async () => {
    const questions = [await suite.question(), await suite.question()]
    const mockId = await staffMock(suite, questions, new Date(PRACTICE_START.getTime() - 3600_000))
    const students = await Promise.all(Array.from({ length: STUDENTS }, () => signUpAndLogin(suite.t.app)))
    const results = await Promise.all(
      students.map((s, i) => answerMock(suite, s.token, mockId, questions[0] as Question, i % 3)),
    )
    expect(results.map((r) => r.statusCode)).toEqual(students.map(() => 200))
    await Promise.all(
      students.map((s, i) => answerMock(suite, s.token, mockId, questions[1] as Question, i % 2)),
    )

    const stored = await queryRows<{ user_id: number; answers: number; hits: number }>(
      suite.t.db,
      sql`select user_id, count(*)::int as answers, count(*) filter (where correct)::int as hits
          from answers where kind = 'Semanal' and reference_id = ${mockId} group by user_id order by user_id`,
    )
    expect(stored).toHaveLength(STUDENTS)
    expect(stored.every((r) => r.answers === 2)).toBe(true)
    const kept = await queryRows<{ user_id: number; answers: number; hits: number }>(
      suite.t.db,
      sql`select user_id, answers, hits from mock_results where mock_id = ${mockId} order by user_id`,
    )
    expect(kept).toEqual(stored)
    const buckets = await queryRows<{ hits: number; n: number }>(
      suite.t.db,
      sql`select hits, sum(participants)::int as n from mock_score_counts where mock_id = ${mockId}
          group by hits having sum(participants) <> 0 order by hits`,
    )
    const counted = new Map<number, number>()
    for (const r of stored) counted.set(r.hits, (counted.get(r.hits) ?? 0) + 1)
    expect(buckets).toEqual(
      [...counted.entries()].sort((a, b) => a[0] - b[0]).map(([hits, n]) => ({ hits, n })),
    )

    const ranking = (
      await getMock(
        suite,
        students[0]?.token as string,
        `${suite.course.id}/simulado/classificacao/datatable?simulado=${mockId}&length=-1`,
      )
    ).json()
    expect(ranking.participantes).toBe(STUDENTS)
    const hitsInOrder = ranking.data.map((r: { acertos: number }) => r.acertos)
    expect(hitsInOrder).toEqual([...hitsInOrder].sort((a: number, b: number) => b - a))
    expect(ranking.data.map((r: { rownum: number }) => r.rownum)).toEqual(students.map((_, i) => i + 1))
  })

  it('settles one student’s racing sends: different answers give one 200 and 409s, the same key one answer', async () => {
    const questions = [await suite.question(), await suite.question()]
    const mockId = await staffMock(suite, questions, new Date(PRACTICE_START.getTime() - 3600_000))
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    const racing = await Promise.all(
      [0, 1, 2, 3].map((c) => answerMock(suite, token, mockId, questions[0] as Question, c)),
    )
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409])
    const key = randomUUID()
    const retried = await Promise.all(
      [1, 2, 3].map(() => answerMock(suite, token, mockId, questions[1] as Question, 1, key)),
    )
    expect(retried.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const [row] = await queryRows<{ answers: number; results: number }>(
      suite.t.db,
      sql`select (select count(*)::int from answers where user_id = ${userIdOf(token)} and reference_id = ${mockId}) as answers,
                 (select answers from mock_results where user_id = ${userIdOf(token)} and mock_id = ${mockId}) as results`,
    )
    expect(row).toEqual({ answers: 2, results: 2 })
  })
})
