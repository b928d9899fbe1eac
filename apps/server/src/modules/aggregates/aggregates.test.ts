import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { CONCEPT_BLOCK, practiceDayScores } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { AGGREGATE_RECOUNTS, aggregateMismatches, rowsOf } from './aggregates.recount.ts'
import { addStoredAnswers, emptyAggregatesSql, SUM_AGGREGATES } from './aggregates.service.ts'

// The bulk path against the live one (decision 0043): the same answers added in bulk, in two halves, give the rows
// the answer statement kept, and every aggregate its recount.
const suite = practiceSuite('Matemática', ['Porcentagem'])
const at = (hours: number) => new Date(PRACTICE_START.getTime() + hours * 3600_000)

async function keptRows() {
  const kept: Record<string, string[]> = {}
  for (const [name, query] of AGGREGATE_RECOUNTS) kept[name] = await rowsOf(suite.t.db, query)
  return kept
}

describe('aggregates', () => {
  it('declares every key in its primary key’s order', () => {
    for (const aggregate of SUM_AGGREGATES) {
      const { primaryKeys, columns } = getTableConfig(aggregate.table as PgTable)
      // A one-column key is declared on its column.
      const key = primaryKeys[0]?.columns ?? columns.filter((c) => c.primary)
      expect(aggregate.key.map((k) => k.column.name)).toEqual(key.map((c) => c.name))
    }
  })

  it('adds stored answers in bulk as the fold added them after each answer', async () => {
    const topic = suite.subject.topics[0]?.id as number
    const q = await suite.question({ topicId: topic, tags: ['Juros simples', 'Regra de três'] })
    const other = await suite.question({ tags: ['Juros simples'] })
    const mockId = await staffMock(suite, [q, other], at(-2))
    const students = await Promise.all(
      ['Ana', 'Bia', 'Caio'].map((apelido) => signUpAndLogin(suite.t.app, { apelido })),
    )
    for (const [i, { token }] of students.entries()) {
      for (const [hours, question, choice] of [
        [-30, q, i],
        [-1, q, 0],
        [-1, other, i % 2],
      ] as const) {
        suite.now = at(hours + i * 0.3)
        const res = await suite.answer(token, question, choice)
        expect(res.statusCode).toBe(200)
      }
      suite.now = at(i * 0.5)
      expect((await answerMock(suite, token, mockId, q, i % 2)).statusCode).toBe(200)
      expect((await answerMock(suite, token, mockId, other, 0)).statusCode).toBe(200)
    }
    const live = await keptRows()
    expect(live.mock_score_counts?.length).toBeGreaterThan(0)

    await suite.t.db.execute(emptyAggregatesSql())
    const [middle] = await rowsOf(suite.t.db, sql`select (min(id) + max(id)) / 2 as id from answers`)
    const split = Number(JSON.parse(middle as string).id)
    await addStoredAnswers(suite.t.db, sql`a.id <= ${split}`)
    await addStoredAnswers(suite.t.db, sql`a.id > ${split}`)

    expect(await keptRows()).toEqual(live)
    expect(await aggregateMismatches(suite.t.db)).toEqual([])
  })

  it("keeps a subject's latest day: a newer day replaces the counts, an older one folded later leaves them", async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const userId = userIdOf(token)
    const answer = async (hours: number, right: boolean) => {
      suite.now = at(hours)
      const res = await suite.practice(token, {
        pergunta_id: q.id,
        selected: right ? q.correctId : q.alternatives.find((x) => x.id !== q.correctId)?.id,
        modulo_id: suite.course.id,
        disciplina_id: q.subjectId,
        tipo: 'PUBLICADA',
      })
      expect(res.statusCode).toBe(200)
    }
    const row = async () => {
      const [r] = await suite.t.db.select().from(practiceDayScores).where(sql`user_id = ${userId}`)
      return r && { day: r.day, answers: r.answers, hits: r.hits, lastAt: r.lastAt.toISOString() }
    }
    // Two answers on 19/11 (São Paulo), then one on 20/11: the newer day starts again.
    await answer(-24, true)
    await answer(-23, false)
    expect(await row()).toEqual({ day: '2026-11-19', answers: 2, hits: 1, lastAt: at(-23).toISOString() })
    await answer(0, true)
    const today = { day: '2026-11-20', answers: 1, hits: 1, lastAt: at(0).toISOString() }
    expect(await row()).toEqual(today)

    // Folded again newest first: the older day's answers, folded after, change nothing.
    await suite.t.db.execute(emptyAggregatesSql())
    await addStoredAnswers(
      suite.t.db,
      sql`a.user_id = ${userId} and a.answered_at >= ${at(-1).toISOString()}::timestamptz`,
    )
    await addStoredAnswers(
      suite.t.db,
      sql`a.user_id = ${userId} and a.answered_at < ${at(-1).toISOString()}::timestamptz`,
    )
    expect(await row()).toEqual(today)
    await addStoredAnswers(suite.t.db, sql`a.user_id <> ${userId}`)
    expect(await aggregateMismatches(suite.t.db)).toEqual([])
    suite.now = PRACTICE_START
  })

  it("packs a student's concepts per block: the report's figures survive a fold in any order, a key change moves hits", async () => {
    const staff = await staffTokens(suite.t)
    // Escala's id falls in another block of concepts than the others' (decision 0049).
    await suite.t.db.execute(
      sql`insert into tags (id, description) values (${3 * CONCEPT_BLOCK + 5}, 'Escala')`,
    )
    const q = await suite.question({ tags: ['Razão', 'Proporção'] })
    const other = await suite.question({ tags: ['Proporção', 'Escala'] })
    const { token } = await signUpAndLogin(suite.t.app)
    const userId = userIdOf(token)
    for (const [question, choice] of [
      [q, 0],
      [q, 0],
      [other, 0],
    ] as const) {
      const res = await suite.answer(token, question, choice, { chave_idempotencia: randomUUID() })
      expect(res.statusCode).toBe(200)
    }
    await grantPlan(suite.t.db, userId, suite.course.planId, new Date('2030-01-01T00:00:00Z'))
    // The concepts PDF's lines (name, answers, hits), most answered first.
    const concepts = async () => {
      const pdf = await suite.t.app.inject({
        url: `/api/v1/geral/relatorio/modulo/${suite.course.id}/tag?token=${token}`,
      })
      expect(pdf.statusCode).toBe(200)
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], {
        input: pdf.rawPayload,
      }).toString()
      return [...text.matchAll(/^\s*(Razão|Proporção|Escala)\s+(\d+)\s+(\d+)/gm)].map((m) =>
        m.slice(1).join(' '),
      )
    }
    const before = await concepts()
    // The key is alternative 0: every answer right.
    expect(before).toEqual(['Proporção 3 3', 'Razão 2 2', 'Escala 1 1'])
    const packed = await rowsOf(
      suite.t.db,
      sql`select block, cardinality(tag_ids) as n from concept_stats where user_id = ${userId}`,
    )
    expect(packed.map((row) => JSON.parse(row))).toEqual([
      { block: 0, n: 2 },
      { block: 3, n: 1 },
    ])

    await suite.t.db.execute(emptyAggregatesSql())
    const [middle] = await rowsOf(suite.t.db, sql`select max(id) - 1 as id from answers`)
    const split = Number(JSON.parse(middle as string).id)
    await addStoredAnswers(suite.t.db, sql`a.id > ${split}`)
    await addStoredAnswers(suite.t.db, sql`a.id <= ${split}`)
    expect(await concepts()).toEqual(before)

    // q's key becomes alternative 1: its two answers turn wrong, the other question's stays right.
    const changed = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/perguntas/${q.id}`,
      headers: auth(staff.manager),
      payload: { correta: 1 },
    })
    expect(changed.statusCode).toBe(200)
    expect(await concepts()).toEqual(['Proporção 3 1', 'Razão 2 0', 'Escala 1 1'])
    expect(await aggregateMismatches(suite.t.db)).toEqual([])
  })
})

describe('concept_merge (migrations 0038 and 0042)', () => {
  it('adds each concept’s counts in place and inserts a new one at its sorted place', async () => {
    const merge = async (stored: number[][], added: number[][]) => {
      // The concepts' ids, then their answers and hits (smallints, migration 0042), stored and added.
      const [ids, counts] = [sql`int[]`, sql`smallint[]`]
      const types = [ids, counts, counts, ids, counts, counts]
      const arrays = [...stored, ...added].map((values, i) => sql`${sql.param(values)}::${types[i]}`)
      const [row] = await rowsOf(suite.t.db, sql`select * from concept_merge(${sql.join(arrays, sql`, `)})`)
      return JSON.parse(row as string)
    }
    const stored = [
      [3, 7, 9],
      [5, 1, 2],
      [4, 0, 2],
    ]
    expect(
      await merge(stored, [
        [1, 7, 8, 12],
        [1, 2, 1, 1],
        [1, -1, 0, 1],
      ]),
    ).toEqual({
      merged_tags: [1, 3, 7, 8, 9, 12],
      merged_answers: [1, 5, 3, 1, 2, 1],
      merged_hits: [1, 4, -1, 0, 2, 1],
    })
    expect(await merge([[], [], []], [[5], [1], [0]])).toEqual({
      merged_tags: [5],
      merged_answers: [1],
      merged_hits: [0],
    })
    // A count stops at the largest smallint instead of failing the fold (decision 0071).
    expect(await merge([[5], [32766], [32767]], [[5], [3], [1]])).toEqual({
      merged_tags: [5],
      merged_answers: [32767],
      merged_hits: [32767],
    })
  })
})
