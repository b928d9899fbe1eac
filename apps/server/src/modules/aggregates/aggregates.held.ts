import { ANSWER_KIND, MOCK_KEY_MODE } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, mockResults, mocks } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { queueAnswersSql } from './aggregates.queue.ts'

// Modo prova (decision 0056): while a mock whose key shows at its close is open, its answers stay out of the fold, so
// that no report, counter or progress a student can read moves with a hit. Its ranking pair (mock_results and the
// histogram) is kept live as for any mock: nothing shows it before the close. The release, after the close, hands
// the held answers to the fold.

const AT_CLOSE = sqlConstant(MOCK_KEY_MODE.atClose)
const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

/** Whether the mock `mockId` (an SQL expression) holds its answers back: modo prova, not released yet. */
export function heldMockSql(mockId: SQL): SQL {
  return sql`exists (select 1 from ${mocks} hm where hm.id = ${mockId}
    and hm.key_mode = ${AT_CLOSE} and hm.released_at is null)`
}

/** Whether a stored answer (its `kind` and `reference_id`, as SQL) is held back from the fold. */
export function heldAnswerSql(kind: SQL, referenceId: SQL): SQL {
  return sql`(${kind} = ${WEEKLY} and ${heldMockSql(referenceId)})`
}

/** heldAnswerSql of the answer aliased `alias` in the query. */
export const heldAnswerOf = (alias: 'a' | 'c') =>
  heldAnswerSql(sql`${sql.identifier(alias)}.kind`, sql`${sql.identifier(alias)}.reference_id`)

/**
 * Releases a closed modo-prova mock once: marks it released and queues every answer it held for the fold, in the
 * caller's transaction. The answers are found through the participants (mock_results) and the mock answers' own
 * index. Returns how many answers were queued, or null when the mock was released already (or is not modo prova).
 */
export async function releaseHeldAnswers(tx: Executor, mockId: number, at: Date): Promise<number | null> {
  const [row] = await parsedRows(
    tx,
    sql`with released as (
          update ${mocks} set released_at = ${at.toISOString()}::timestamptz
          where id = ${mockId} and key_mode = ${AT_CLOSE} and released_at is null returning id
        ),
        held as (
          select a.* from released m
            join ${mockResults} r on r.mock_id = m.id
            join ${answers} a on a.user_id = r.user_id and a.kind = ${WEEKLY} and a.reference_id = r.mock_id
        ),
        queued as (${queueAnswersSql(sql`held`)} returning 1)
        select exists (select 1 from released) as released, (select count(*) from queued)::int as queued`,
    z.object({ released: z.boolean(), queued: z.number() }),
  )
  return row?.released ? row.queued : null
}
