import { sql } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { signUpAndLogin } from '../../test/context.ts'
import { answerMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { AGGREGATE_RECOUNTS, aggregateMismatches, rowsOf } from './aggregates.recount.ts'
import { addStoredAnswers, emptyAggregatesSql, SUM_AGGREGATES } from './aggregates.service.ts'
import { col } from './aggregates.terms.ts'

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
      const [primaryKey] = getTableConfig(aggregate.table as PgTable).primaryKeys
      expect(aggregate.key.map((k) => col(k.column))).toEqual(primaryKey?.columns.map((c) => c.name))
    }
  })

  it('adds stored answers in bulk as the answer statement added them live', async () => {
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
        const res = await suite.practice(token, {
          pergunta_id: question.id,
          selected: question.alternatives[choice]?.id,
          modulo_id: suite.course.id,
          disciplina_id: question.subjectId,
          tipo: 'PUBLICADA',
        })
        expect(res.statusCode).toBe(200)
      }
      suite.now = at(i * 0.5)
      expect((await answerMock(suite, token, mockId, q, i % 2)).statusCode).toBe(200)
      expect((await answerMock(suite, token, mockId, other, 0)).statusCode).toBe(200)
    }
    const live = await keptRows()
    expect(live.mock_score_counts?.length).toBeGreaterThan(0)

    await suite.t.db.execute(sql.raw(emptyAggregatesSql()))
    const [middle] = await rowsOf(suite.t.db, sql`select (min(id) + max(id)) / 2 as id from answers`)
    const split = Number(JSON.parse(middle as string).id)
    await addStoredAnswers(suite.t.db, `a.id <= ${split}`)
    await addStoredAnswers(suite.t.db, `a.id > ${split}`)

    expect(await keptRows()).toEqual(live)
    expect(await aggregateMismatches(suite.t.db)).toEqual([])
  })
})
