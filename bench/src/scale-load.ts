// bench:scale's bulk load of the aggregates (decision 0047's fold statements, keyless and side by side) and the jobs it
// runs side by side.
import { getTableName, sql } from 'drizzle-orm'
import pg from 'pg'
import { statementText } from '../../apps/server/src/db/sql.ts'
import {
  bulkAggregateStatements,
  FOLDED_TABLES,
} from '../../apps/server/src/modules/aggregates/aggregates.service.ts'

export const SESSION = `set session_replication_role = replica; set work_mem = '1GB'; set maintenance_work_mem = '1GB';
  set synchronous_commit = off`

/**
 * Runs `jobs` (SQL statements) on `connections` sessions side by side, each taking the next when it is done; logs the
 * ones that took a second or more.
 */
export async function runSideBySide(
  url: string,
  connections: number,
  jobs: [string, string][],
  log: (line: string) => void,
) {
  const queue = [...jobs]
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const db = new pg.Client({ connectionString: url })
      await db.connect()
      try {
        await db.query(SESSION)
        for (let job = queue.shift(); job; job = queue.shift()) {
          const started = Date.now()
          await db.query(job[1])
          const seconds = (Date.now() - started) / 1000
          if (seconds >= 1) log(`${job[0]}: ${seconds.toFixed(1)} s`)
        }
      } finally {
        await db.end()
      }
    }),
  )
}

/**
 * Every aggregate from the answers by their owner's bulk path (decision 0043), as a bulk load does: the folded tables'
 * primary keys dropped, the rows inserted without looking for one to add to, the keys built after; two statements
 * side by side (one per core), the slowest first.
 */
export async function loadAggregates(url: string, db: pg.Client, log: (line: string) => void) {
  const names = FOLDED_TABLES.map((t) => getTableName(t))
  const { rows: keys } = await db.query<{ table: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c where c.contype = 'p' and c.conrelid::regclass::text = any($1)`,
    [names],
  )
  for (const key of keys) await db.query(`alter table ${key.table} drop constraint ${key.name}`)
  const statements = bulkAggregateStatements(sql`true`, true).map(
    (statement, i) =>
      [`aggregates: ${names[i] ?? 'mock results'}`, statementText(statement)] as [string, string],
  )
  const slowestFirst = ['question_progress', 'concept_stats', 'student_day_stats', 'topic_stats']
  const rank = (label: string) => {
    const k = slowestFirst.findIndex((name) => label.endsWith(name))
    return k < 0 ? slowestFirst.length : k
  }
  await runSideBySide(
    url,
    2,
    statements.sort((a, b) => rank(a[0]) - rank(b[0])),
    log,
  )
  await runSideBySide(
    url,
    2,
    keys.map((key) => [
      `aggregates: ${key.table}'s key`,
      `alter table ${key.table} add constraint ${key.name} ${key.definition}`,
    ]),
    log,
  )
}
