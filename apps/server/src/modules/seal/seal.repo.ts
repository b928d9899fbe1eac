import { MOCK_KEY_MODE } from '@gabarito/core'
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows, runPrepared } from '../../db/rows.ts'
import { mockQuestions, mocks } from '../../db/schema/index.ts'
import { preparedStatement } from '../../db/sql.ts'
import { type MockWindow, sealedQuestionSql, sealingMocksSql } from './seal.sql.ts'

const idRow = z.object({ id: z.number() })

/**
 * Those of `ids` that sit in an open modo-prova mock (decision 0056): answered here they would be refused, so a batch
 * leaves them out; unanswered, they stay pending and come back after the mock's release.
 */
const SEALED_AMONG = preparedStatement(
  'sealed_among',
  sql`select id from unnest(${sql.placeholder('ids')}::int[]) as q(id)
      where ${sealedQuestionSql(sql`q.id`, sql`${sql.placeholder('at')}::timestamptz`)}`,
)

export async function sealedAmong(db: Database, ids: number[], at: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await runPrepared(db, SEALED_AMONG, { ids, at: at.toISOString() }, idRow)
  return new Set(rows.map((r) => r.id))
}

/** Of `questionIds`, those another mock holds that may not share them with a mock of `window` (sealingMocksSql). */
export function sealConflicts(
  db: Executor,
  courseId: number,
  questionIds: number[],
  window: MockWindow,
  exceptMockId = 0,
) {
  return parsedRows(
    db,
    sql`select sq.question_id as "questionId", s.name, s.opens_at as "opensAt", s.closes_at as "closesAt"
        from (${sealingMocksSql(courseId, window, exceptMockId)}) s
          join ${mockQuestions} sq on sq.mock_id = s.id
        where sq.question_id = any(${sql.param(questionIds)}::int[])
        order by array_position(${sql.param(questionIds)}::int[], sq.question_id), s.opens_at`,
    z.object({
      questionId: z.number(),
      name: z.string(),
      opensAt: z.coerce.date(),
      closesAt: z.coerce.date(),
    }),
  )
}

/** The ids of the modo-prova mocks not released yet that closed by `closedBy`. */
export function unreleasedMocksClosedBy(db: Executor, closedBy: Date) {
  return db
    .select({ id: mocks.id })
    .from(mocks)
    .where(
      and(eq(mocks.keyMode, MOCK_KEY_MODE.atClose), isNull(mocks.releasedAt), lte(mocks.closesAt, closedBy)),
    )
}
