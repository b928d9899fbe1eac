import { PROGRESS } from '@gabarito/core'
import { getTableName, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, questionProgress as p, progressState, questions } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { heldAnswerOf } from '../seal/seal.sql.ts'
import { takeFoldLock } from './aggregates.lock.ts'
import { capped, col, list, moveOf, type StoredAnswers, storedAnswer } from './aggregates.terms.ts'

// question_progress (decisions 0043, 0048): where each student stands with each question, its latest state (right,
// wrong, skipped) by answer time, keyed by (user, subject, question), the subject being the question's now. Read by
// the next practice batch (unseen, errors, skipped) and the review. Not a sum, so declared here by hand, each path once.

const c = {
  user: col(p.userId),
  subject: col(p.subjectId),
  question: col(p.questionId),
  state: col(p.state),
  lastAt: col(p.lastAt),
  answers: col(p.answers),
  hits: col(p.hits),
  guesses: col(p.guesses),
}
const key = list([c.user, c.subject, c.question])
const columns = list([key, c.state, c.lastAt])
/** Each pair's answers and hits in a window over the pair, capped as the smallint counters are. */
const pairCounts = (correct: SQL, guessed: SQL) =>
  sql`${capped(sql`count(*) over pair`)} as answers, ${capped(sql`count(*) filter (where ${correct}) over pair`)} as hits,
      ${capped(sql`count(*) filter (where ${guessed}) over pair`)} as guesses`
/** A counter plus the excluded row's, in int arithmetic (smallint + smallint overflows before the cap). */
const added = (counter: SQL) => capped(sql`${p}.${counter}::int + excluded.${counter}`)
// The states written into the text: constants of the schema, as the statements always had them.
const RIGHT = sqlConstant(PROGRESS.right)
const WRONG = sqlConstant(PROGRESS.wrong)
const SKIPPED = sqlConstant(PROGRESS.skipped)
const stateOf = (correct: SQL) =>
  sql`(case when ${correct} then ${RIGHT} else ${WRONG} end)::${sql.identifier(progressState.enumName)}`

/** The card columns, written from the fold's cards (aggregates.cards.ts) when it brings one for the pair. */
const CARD = ['due', 'stability', 'difficulty', 'reps', 'lapses', 'card_state', 'reviewed_at'].map(
  (name) => sql`${sql.identifier(name)}`,
)
const cardInsert = sql`, ${list(CARD)}`
const cardValues = sql`, ${list(CARD.map((name) => sql`k.${name}`))}`
// A pair without a new card keeps its card; with one, every column comes from it (its due is never null).
const cardUpdate = sql`, ${list(
  CARD.map(
    (name) => sql`${name} = case when excluded.due is null then ${p}.${name} else excluded.${name} end`,
  ),
)}`

/**
 * The stored answers: each pair's latest answer (by answer time), with the question's subject now
 * (as moveProgressToSubject keeps it), and the pair's answers and hits added. Answers folded after a later skip or
 * answer leave the state, except a right one after a skip: a skip never overrides a right answer (recordSkip).
 * `cards`: a relation of the pairs' new review cards (the fold's, computed in JavaScript), written in the same row
 * version; without it the cards are left to rebuildCards (a bulk load, a key change).
 */
export function bulkProgressSql(stored: StoredAnswers, cards?: SQL): SQL {
  const { from, terms: t } = storedAnswer(stored.relation, 'a')
  return sql`insert into ${p} (${columns}, ${c.answers}, ${c.hits}, ${c.guesses}${cards ? cardInsert : sql``})
    select distinct on (${t.user}, q.subject_id, ${t.question}) ${t.user}, q.subject_id, ${t.question},
           ${stateOf(t.correct)}, ${t.at}, ${pairCounts(t.correct, t.guessed)}${cards ? cardValues : sql``}
    from ${from} join ${questions} q on q.id = ${t.question}
      ${
        cards
          ? sql`left join ${cards} k on k.user_id = ${t.user} and k.subject_id = q.subject_id and k.question_id = ${t.question}`
          : sql``
      }
    where ${stored.where}
    window pair as (partition by ${t.user}, q.subject_id, ${t.question})
    order by ${t.user}, q.subject_id, ${t.question}, ${t.at} desc, a.id desc
    ${
      stored.empty
        ? sql``
        : sql`on conflict (${key}) do update
    set ${c.state} = case when excluded.${c.lastAt} >= ${p}.${c.lastAt}
                            or (${p}.${c.state} = ${SKIPPED} and excluded.${c.state} = ${RIGHT})
                          then excluded.${c.state} else ${p}.${c.state} end,
      ${c.lastAt} = greatest(${p}.${c.lastAt}, excluded.${c.lastAt}),
      ${c.answers} = ${added(c.answers)}, ${c.hits} = ${added(c.hits)}, ${c.guesses} = ${added(c.guesses)}${
        cards ? cardUpdate : sql``
      }`
    }`
}

/**
 * A key change's CTE: the state follows each student's latest answer to `questionId` under the new key (in
 * `changed`, the rescored answers with their new hit, when it is one of them); a skip after a wrong answer stays. The
 * hits move by the changed answers' difference.
 */
export function differenceProgressSql(changed: SQL, questionId: number): SQL {
  return sql`${moveOf(p)} as (
    update ${p} p
    set ${c.state} = case when l.correct then ${RIGHT} when p.${c.state} = ${SKIPPED}
                     then p.${c.state} else ${WRONG} end,
      ${c.hits} = ${capped(sql`p.${c.hits}::int + l.d`)}
    from (
      select distinct on (a.user_id) a.user_id, coalesce(x.correct, a.correct) as correct,
             coalesce(sum(x.d) over (partition by a.user_id), 0)::int as d
      from ${answers} a left join ${changed} x on x.id = a.id
      where a.question_id = ${questionId} and a.user_id in (select user_id from ${changed})
        and not ${heldAnswerOf('a')}
      order by a.user_id, a.answered_at desc, a.id desc
    ) l
    where p.${c.user} = l.user_id and p.${c.subject} = (select subject_id from ${questions} where id = ${questionId})
      and p.${c.question} = ${questionId}
  )`
}

export const PROGRESS_RECOUNT: [string, SQL, SQL] = [
  getTableName(p),
  // The state follows the latest answer; a skip after a wrong one stays a skip; a skip alone has no answer to recount.
  sql`select ${c.user} as user_id, ${c.question} as question_id,
          case when ${c.state} = ${SKIPPED} then ${WRONG} else ${c.state} end as state, ${c.answers}, ${c.hits},
          ${c.guesses}
   from ${p} p
   where exists (select 1 from ${answers} a where a.user_id = p.${c.user} and a.question_id = p.${c.question})`,
  sql`select distinct on (user_id, question_id) user_id, question_id, ${stateOf(sql`correct`)} as state,
          ${pairCounts(sql`correct`, sql`guessed`)}
   from ${answers} window pair as (partition by user_id, question_id)
   order by user_id, question_id, answered_at desc, id desc`,
]

/** A skip: the question leaves the unseen pool and comes back with the ones to review. False when no such question. */
export async function recordSkip(
  db: Executor,
  userId: number,
  questionId: number,
  courseId: number,
  at: Date,
): Promise<boolean> {
  const [row] = await parsedRows(
    db,
    sql`with q as (select ${questions.id}, ${questions.subjectId} from ${questions}
                   where ${questions.id} = ${questionId} and ${questions.courseId} = ${courseId}),
        skipped as (
          insert into ${p} (${columns})
          select ${userId}, q.subject_id, q.id, ${PROGRESS.skipped}, ${at.toISOString()}::timestamptz from q
          on conflict (${key})
          do update set ${c.state} = ${PROGRESS.skipped}, ${c.lastAt} = excluded.${c.lastAt}
            where ${p.state} <> ${PROGRESS.right}
        )
        select exists (select 1 from q) as found`,
    z.object({ found: z.boolean() }),
  )
  return row?.found === true
}

/** Students' progress rows follow the question to its new subject (what review batches are read by). */
export async function moveProgressToSubject(db: Executor, questionId: number, subjectId: number) {
  // The fold writes progress rows too, in its own order (decision 0047).
  await takeFoldLock(db)
  await db.execute(sql`update ${p} set ${c.subject} = ${subjectId} where ${p.questionId} = ${questionId}`)
}
