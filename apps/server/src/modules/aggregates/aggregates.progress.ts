import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { PROGRESS, questionProgress as p, progressState } from '../../db/schema/index.ts'
import { takeFoldLock } from './aggregates.lock.ts'
import { col, type StoredAnswers, storedAnswer, tableName } from './aggregates.terms.ts'

// question_progress (decisions 0043, 0048): where each student stands with each question, its latest state (right,
// wrong, skipped) by answer time, keyed by (user, subject, question), the subject being the question's now. Read by
// the next practice batch (unseen, errors, skipped) and the review. Not a sum, so declared here by hand, each path once.

const T = tableName(p)
const c = {
  user: col(p.userId),
  subject: col(p.subjectId),
  question: col(p.questionId),
  state: col(p.state),
  lastAt: col(p.lastAt),
}
const key = `${c.user}, ${c.subject}, ${c.question}`
const columns = `${key}, ${c.state}, ${c.lastAt}`
const stateOf = (correct: string) =>
  `(case when ${correct} then '${PROGRESS.right}' else '${PROGRESS.wrong}' end)::${progressState.enumName}`

/**
 * The stored answers: each pair's latest answer (by answer time), with the question's subject now
 * (as moveProgressToSubject keeps it). Answers folded after a later skip or answer leave the state, except a right one
 * after a skip: a skip never overrides a right answer (recordSkip).
 */
export function bulkProgressSql(stored: StoredAnswers): string {
  const { from, terms: t } = storedAnswer(stored.relation, 'a')
  return `insert into ${T} (${columns})
    select distinct on (${t.user}, q.subject_id, ${t.question}) ${t.user}, q.subject_id, ${t.question},
           ${stateOf(t.correct)}, ${t.at}
    from ${from} join questions q on q.id = ${t.question} where ${stored.where}
    order by ${t.user}, q.subject_id, ${t.question}, ${t.at} desc, a.id desc
    ${
      stored.empty
        ? ''
        : `on conflict (${key}) do update
    set ${c.state} = case when excluded.${c.lastAt} >= ${T}.${c.lastAt}
                            or (${T}.${c.state} = '${PROGRESS.skipped}' and excluded.${c.state} = '${PROGRESS.right}')
                          then excluded.${c.state} else ${T}.${c.state} end,
      ${c.lastAt} = greatest(${T}.${c.lastAt}, excluded.${c.lastAt})`
    }`
}

/**
 * A key change's CTE: the state follows each student's latest answer to `questionId` under the new key (in
 * `changed`, the rescored answers with their new hit, when it is one of them); a skip after a wrong answer stays.
 */
export function differenceProgressSql(changed: string, questionId: number): string {
  const question = Math.trunc(questionId)
  return `move_${T} as (
    update ${T} p
    set ${c.state} = case when l.correct then '${PROGRESS.right}' when p.${c.state} = '${PROGRESS.skipped}'
                     then p.${c.state} else '${PROGRESS.wrong}' end
    from (
      select distinct on (a.user_id) a.user_id, coalesce(x.correct, a.correct) as correct
      from answers a left join ${changed} x on x.id = a.id
      where a.question_id = ${question} and a.user_id in (select user_id from ${changed})
      order by a.user_id, a.answered_at desc, a.id desc
    ) l
    where p.${c.user} = l.user_id and p.${c.subject} = (select subject_id from questions where id = ${question})
      and p.${c.question} = ${question}
  )`
}

export const PROGRESS_RECOUNT: [string, string, string] = [
  T,
  // The state follows the latest answer; a skip after a wrong one stays a skip; a skip alone has no answer to recount.
  `select ${c.user} as user_id, ${c.question} as question_id,
          case when ${c.state} = '${PROGRESS.skipped}' then '${PROGRESS.wrong}' else ${c.state} end as state
   from ${T} p
   where exists (select 1 from answers a where a.user_id = p.${c.user} and a.question_id = p.${c.question})`,
  `select distinct on (user_id, question_id) user_id, question_id, ${stateOf('correct')} as state
   from answers order by user_id, question_id, answered_at desc, id desc`,
]

/** A skip: the question leaves the unseen pool and comes back with the ones to review. False when no such question. */
export async function recordSkip(
  db: Executor,
  userId: number,
  questionId: number,
  courseId: number,
  at: Date,
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with q as (select id, subject_id from questions where id = ${questionId} and course_id = ${courseId}),
        skipped as (
          insert into ${p} (${sql.raw(columns)})
          select ${userId}, q.subject_id, q.id, ${PROGRESS.skipped}, ${at.toISOString()}::timestamptz from q
          on conflict (${sql.raw(key)})
          do update set ${sql.raw(c.state)} = ${PROGRESS.skipped}, ${sql.raw(c.lastAt)} = excluded.${sql.raw(c.lastAt)}
            where ${p.state} <> ${PROGRESS.right}
        )
        select exists (select 1 from q) as found`,
  )
  return row?.found === true
}

/** Students' progress rows follow the question to its new subject (what review batches are read by). */
export async function moveProgressToSubject(db: Executor, questionId: number, subjectId: number) {
  // The fold writes progress rows too, in its own order (decision 0047).
  await takeFoldLock(db)
  await db.execute(
    sql`update ${p} set ${sql.raw(c.subject)} = ${subjectId} where ${p.questionId} = ${questionId}`,
  )
}
