import { ANSWER_KIND } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, mockResults } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { markReleasedSql } from '../seal/seal.sql.ts'
import { queueAnswersSql } from './aggregates.queue.ts'

// Modo prova (decision 0056): a mock's answers stay out of the fold until its release (which answers are held is
// the seal's to say, modules/seal); the release hands them to the fold.

const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

/**
 * Releases a closed modo-prova mock once: the seal's mark (markReleasedSql) and every answer the mock held queued for
 * the fold, in one statement of the caller's transaction. The answers are found through the participants
 * (mock_results) and the mock answers' own index. Returns how many answers were queued, or null when the mock was
 * released already (or is not modo prova).
 */
export async function releaseHeldAnswers(tx: Executor, mockId: number, at: Date): Promise<number | null> {
  const [row] = await parsedRows(
    tx,
    sql`with released as (
          ${markReleasedSql(mockId, at)}
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
