// bench:scale's bulk load of the aggregates (decision 0047's fold statements, keyless and side by side) and the jobs it
// runs side by side.
import { ANSWER_KIND } from '@gabarito/core'
import { getTableName, type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import { statementText } from '../../apps/server/src/db/sql.ts'
import {
  bulkAggregateStatements,
  FOLDED_TABLES,
} from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { cardRuleSql, dropCardRuleSql, progressWithCards, replayRepeatedPairs } from './scale-cards.ts'

export const SESSION = `set session_replication_role = replica; set work_mem = '1GB'; set maintenance_work_mem = '1GB';
  set synchronous_commit = off`

/** A job run side by side: an SQL statement, or work of its own on the session (e.g. one that also computes). */
export type Job = [label: string, work: string | ((db: pg.Client) => Promise<unknown>)]

/**
 * Runs `jobs` on `connections` sessions side by side, each taking the next when it is done; logs the ones that took a
 * second or more.
 */
export async function runSideBySide(
  url: string,
  connections: number,
  jobs: Job[],
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
          const work = job[1]
          await (typeof work === 'string' ? db.query(work) : work(db))
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
 * The longest statements, of tables keyed by student, are loaded in parts of disjoint students, side by side: the two
 * cores stay busy to the end instead of one waiting on the longest statement, and each part sorts and hashes a share
 * of the rows. Each part reads the answers again, so the shorter statements stay whole (on 4 million answers, split
 * they cost 40-60% more).
 */
const STUDENT_PARTS = 2
const IN_PARTS = ['concept_stats', 'question_progress', 'practice_day_scores', 'topic_stats']
/** The longest jobs first (measured on 4 million answers, decision 0064), so no long one starts last. */
const SLOWEST_FIRST = [
  'concept_stats',
  'question_progress',
  'ability',
  'bare table',
  'practice_day_scores',
  'topic_stats',
  'more than once',
  'student_day_stats',
  'student_hour_stats',
]

/**
 * Every aggregate from the answers by their owner's bulk path (decision 0043), as a bulk load does: the folded tables'
 * keys and indexes dropped, the rows inserted without looking for one to add to, the keys and indexes built after;
 * two statements side by side (one per core), the slowest first, `more` jobs among them. The answers of
 * the modo-prova mock `heldMock` stay out of the folded tables, as the fold leaves them until the mock's release, and
 * count in its ranking pair, which the answer statement keeps live (decision 0056). The progress rows of the pairs
 * answered once get their review cards in the same insert, the others from a replay right after it (scale-cards.ts).
 */
export async function loadAggregates(
  url: string,
  db: pg.Client,
  heldMock: number,
  more: Job[],
  log: (line: string) => void,
) {
  const names = FOLDED_TABLES.map((t) => getTableName(t))
  const { rows: indexes } = await db.query<{ table: string; name: string; key: boolean; definition: string }>(
    `select i.indrelid::regclass::text as table, c.conname is not null as key,
            coalesce(c.conname, i.indexrelid::regclass::text) as name,
            coalesce('alter table ' || i.indrelid::regclass::text || ' add constraint ' || c.conname || ' '
                       || pg_get_constraintdef(c.oid), pg_get_indexdef(i.indexrelid)) as definition
     from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.contype = 'p'
     where i.indrelid::regclass::text = any($1)`,
    [names],
  )
  for (const index of indexes)
    await db.query(
      index.key ? `alter table ${index.table} drop constraint ${index.name}` : `drop index ${index.name}`,
    )
  await db.query(cardRuleSql())
  const notHeld = `not (a.kind = '${ANSWER_KIND.weekly}' and a.reference_id = ${heldMock})`
  const statementOf = (i: number, where: string) =>
    statementText(bulkAggregateStatements(sql.raw(where), true)[i] as SQL)
  // The repeated pairs' cards are replayed once every progress row is in (one read of the answers for all).
  let progressParts = STUDENT_PARTS
  let progressDone = () => {}
  const progressLoaded = new Promise<void>((resolve) => {
    progressDone = resolve
  })
  const jobs: Job[] = FOLDED_TABLES.flatMap((table, i) => {
    const name = getTableName(table)
    const parts = IN_PARTS.includes(name) ? STUDENT_PARTS : 1
    return Array.from({ length: parts }, (_, k): Job => {
      const text = statementOf(i, parts > 1 ? `${notHeld} and a.user_id % ${parts} = ${k}` : notHeld)
      const label = `aggregates: ${name}${parts > 1 ? ` (students ${k + 1}/${parts})` : ''}`
      if (name !== 'question_progress') return [label, text]
      return [
        label,
        async (session) => {
          await session.query(progressWithCards(text))
          if (--progressParts === 0) progressDone()
        },
      ]
    })
  })
  jobs.push([
    'aggregates: question_progress, the cards of the pairs answered more than once',
    async (session) => {
      await progressLoaded
      log(
        `question_progress: ${(await replayRepeatedPairs(session, notHeld)).toLocaleString('en')} pairs replayed`,
      )
    },
  ])
  // The ranking pair counts the held answers too; it keeps its key (it is not folded).
  jobs.push(['aggregates: mock results', statementOf(FOLDED_TABLES.length, 'true')])
  const rank = (label: string) => {
    const k = SLOWEST_FIRST.findIndex((name) => label.includes(name))
    return k < 0 ? SLOWEST_FIRST.length : k
  }
  await runSideBySide(
    url,
    2,
    [...jobs, ...more].sort((a, b) => rank(a[0]) - rank(b[0])),
    log,
  )
  await db.query(dropCardRuleSql)
  await runSideBySide(
    url,
    2,
    indexes.map((index) => [
      `aggregates: ${index.table}'s ${index.key ? 'key' : index.name}`,
      index.definition,
    ]),
    log,
  )
}
