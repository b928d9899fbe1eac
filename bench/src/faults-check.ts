import { sql } from 'drizzle-orm'
import type { Database } from '../../apps/server/src/db/client.ts'
import { queryRows } from '../../apps/server/src/db/rows.ts'
import { aggregateMismatches } from '../../apps/server/src/modules/aggregates/aggregates.recount.ts'
import { FREE_DAILY_LIMIT } from '../../apps/server/src/modules/answers/answers.service.ts'

/** What the database holds after the load, against what the clients saw acknowledged (decision 0030). */
export async function checkAfterFaults(
  db: Database,
  acknowledged: string[],
  planned: (userId: number) => boolean,
) {
  const stored = (
    await queryRows<{ k: string }>(
      db,
      sql`select user_id || ':' || idempotency_key || ':' || question_id as k from answers`,
    )
  ).map((r) => r.k)
  const inDb = new Set(stored)
  const seen = new Set(acknowledged)
  const duplicates = await queryRows(
    db,
    sql`select user_id, question_id, idempotency_key::text from answers group by 1, 2, 3 having count(*) > 1
        union all
        select user_id, question_id, reference_id::text from answers where kind = 'Semanal'
        group by 1, 2, 3 having count(*) > 1`,
  )
  const free = await queryRows<{ user_id: number; answers: number; used: number | null }>(
    db,
    sql`select a.user_id, count(*)::int as answers, f.used
        from answers a left join free_answer_days f
          on f.user_id = a.user_id and f.course_id = a.course_id
          and f.day = (a.answered_at at time zone 'America/Sao_Paulo')::date
        -- The weekly mock's answers are not counted in the free tier (issue 26).
        where a.kind <> 'Semanal'
        group by a.user_id, a.course_id, (a.answered_at at time zone 'America/Sao_Paulo')::date, f.used`,
  )
  const unplanned = free.filter((r) => !planned(r.user_id))
  return {
    stored: stored.length,
    /** Acknowledged to a client, not in the database. */
    lost: acknowledged.filter((k) => !inDb.has(k)).length,
    /** In the database, never acknowledged to any client (every request ends with a definite answer). */
    unacknowledged: stored.filter((k) => !seen.has(k)).length,
    /** The same answer acknowledged twice to the clients (a key is sent for one answer only). */
    acknowledgedTwice: acknowledged.length - seen.size,
    duplicates: duplicates.length,
    mismatches: await aggregateMismatches(db),
    freeTierOverruns: unplanned.filter((r) => r.answers > FREE_DAILY_LIMIT).length,
    freeCounterDrifts: unplanned.filter((r) => r.used !== r.answers).length,
    /** The first drifting counters, to find the answers behind them. */
    freeCounterDriftRows: unplanned.filter((r) => r.used !== r.answers).slice(0, 5),
  }
}
