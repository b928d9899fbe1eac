import { nextReview, type ReviewCard } from '@gabarito/core/review-schedule'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, questionProgress as p, questions, users } from '../../db/schema/index.ts'
import { heldAnswerOf } from '../seal/seal.sql.ts'
import { takeFoldLock } from './aggregates.lock.ts'
import { queuedAnswersSql } from './aggregates.queue.ts'
import { capped } from './aggregates.terms.ts'

// The review card in each progress row (issue 30, decision 0057): FSRS's state after the student's answers to the
// question, in answer order. The schedule is ts-fsrs's (core/review-schedule.ts), so it runs here in JavaScript:
// before the fold's statement, on the batch's answers (foldedCards; its progress upsert writes them), and from the
// first answer for a key change or a data set loaded in bulk (rebuildCards). No card is written anywhere else.

const instant = z.coerce.date()
/** A progress row's card columns, all null without a card. */
export const cardColumns = z.object({
  due: instant.nullable(),
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
  reps: z.number().nullable(),
  lapses: z.number().nullable(),
  card_state: z.number().nullable(),
  reviewed_at: instant.nullable(),
})
const answerRow = z.object({
  ...cardColumns.shape,
  user_id: z.number(),
  subject_id: z.number(),
  question_id: z.number(),
  correct: z.boolean(),
  guessed: z.boolean(),
  at: instant,
})
type AnswerRow = z.infer<typeof answerRow>

/**
 * The stored card of a progress row, or null. PostgreSQL sends a real as the shortest decimal that reads back as it
 * (0.4072): rounded to single precision again, it is the value core computed (0.40720000863…).
 */
export function storedCard(row: z.infer<typeof cardColumns>): ReviewCard | null {
  if (row.due === null || row.stability === null || row.difficulty === null) return null
  return {
    due: row.due,
    stability: Math.fround(row.stability),
    difficulty: Math.fround(row.difficulty),
    reps: row.reps ?? 0,
    lapses: row.lapses ?? 0,
    state: row.card_state ?? 0,
    lastReview: row.reviewed_at,
  }
}

export interface PairCard {
  user: number
  subject: number
  question: number
  card: ReviewCard | null
}

/**
 * Each pair's card after its answers (rows ordered by pair, then answer time), starting from the stored card or,
 * `fromScratch`, from none. Pairs whose card neither exists nor is made are left out unless `fromScratch`.
 */
function cardsAfter(rows: AnswerRow[], fromScratch: boolean): PairCard[] {
  const out: PairCard[] = []
  let current: PairCard | undefined
  for (const row of rows) {
    if (!current || current.user !== row.user_id || current.question !== row.question_id) {
      current = {
        user: row.user_id,
        subject: row.subject_id,
        question: row.question_id,
        card: fromScratch ? null : storedCard(row),
      }
      out.push(current)
    }
    current.card = nextReview(current.card, row) ?? current.card
  }
  return fromScratch ? out : out.filter((pair) => pair.card !== null)
}

/** The pairs' cards as a relation of progress keys and card columns (null ones for a cleared card): one row a pair. */
export function cardsRelationSql(pairs: PairCard[]): SQL {
  const column = <T>(pick: (pair: PairCard) => T) => sql.param(pairs.map(pick))
  const card = <T>(pick: (card: ReviewCard) => T) => column((pair) => (pair.card ? pick(pair.card) : null))
  return sql`select x.user_id, x.subject_id, x.question_id, x.due, x.stability, x.difficulty,
      ${capped(sql`x.reps`)} as reps, ${capped(sql`x.lapses`)} as lapses, x.card_state, x.reviewed_at
    from unnest(${column((x) => x.user)}::int[], ${column((x) => x.subject)}::int[], ${column((x) => x.question)}::int[],
                ${card((c) => c.due.toISOString())}::timestamptz[], ${card((c) => c.stability)}::float4[],
                ${card((c) => c.difficulty)}::float4[], ${card((c) => c.reps)}::int[], ${card((c) => c.lapses)}::int[],
                ${card((c) => c.state)}::int[], ${card((c) => c.lastReview?.toISOString() ?? null)}::timestamptz[])
      as x(user_id, subject_id, question_id, due, stability, difficulty, reps, lapses, card_state, reviewed_at)`
}

/** Writes the pairs' cards (null clears one) into their progress rows, in one statement. */
async function writeCards(db: Executor, pairs: PairCard[]): Promise<void> {
  if (pairs.length === 0) return
  await db.execute(sql`update ${p} set due = x.due, stability = x.stability, difficulty = x.difficulty,
      reps = x.reps, lapses = x.lapses, card_state = x.card_state, reviewed_at = x.reviewed_at
    from (${cardsRelationSql(pairs)}) x
    where ${p.userId} = x.user_id and ${p.subjectId} = x.subject_id and ${p.questionId} = x.question_id`)
}

const CARD_COLUMNS = sql`pr.due, pr.stability, pr.difficulty, pr.reps, pr.lapses, pr.card_state, pr.reviewed_at`

/**
 * The fold's card step, in its transaction before its statement: the cards the batch's answers give their pairs,
 * for the statement's progress upsert to write with the rest of each row (one new row version a pair, not two).
 * Only the pairs with a card, or an answer that makes one, are read.
 */
export async function foldedCards(tx: Executor, ids: number[]): Promise<PairCard[]> {
  const rows = await parsedRows(
    tx,
    sql`select * from (
          select a.user_id, q.subject_id, a.question_id, a.correct, a.guessed, a.answered_at as at, ${CARD_COLUMNS},
                 bool_or(not a.correct or a.guessed) over pair or pr.due is not null as moves, a.id
          from (${queuedAnswersSql(ids)}) a join ${questions} q on q.id = a.question_id
            left join ${p} pr on pr.user_id = a.user_id and pr.subject_id = q.subject_id and pr.question_id = a.question_id
          window pair as (partition by a.user_id, a.question_id)
        ) batch where moves order by user_id, question_id, at, id`,
    answerRow,
  )
  return cardsAfter(rows, false)
}

/**
 * Every card of the pairs answered in `where` (a condition on `answers a`), made again from their first answer: a
 * key change (the question's answers rescored) and data sets stored in bulk. Answers a modo-prova mock holds back are
 * left for the fold at its release.
 */
export async function rebuildCards(db: Executor, where: SQL): Promise<void> {
  const rows = await parsedRows(
    db,
    sql`select a.user_id, q.subject_id, a.question_id, a.correct, a.guessed, a.answered_at as at, ${CARD_COLUMNS}
        from ${answers} a join ${questions} q on q.id = a.question_id
          join ${p} pr on pr.user_id = a.user_id and pr.subject_id = q.subject_id and pr.question_id = a.question_id
        where (a.user_id, a.question_id) in (select a.user_id, a.question_id from ${answers} a where ${where})
          and not ${heldAnswerOf('a')}
        order by a.user_id, a.question_id, a.answered_at, a.id`,
    answerRow,
  )
  await writeCards(db, cardsAfter(rows, true))
}

/** How many progress rows hold a card other than their answers' replay (the recount's check); 0 when all agree. */
export async function cardMismatches(db: Executor): Promise<number> {
  const rows = await parsedRows(
    db,
    sql`select a.user_id, q.subject_id, a.question_id, a.correct, a.guessed, a.answered_at as at, ${CARD_COLUMNS}
        from ${answers} a join ${questions} q on q.id = a.question_id
          join ${p} pr on pr.user_id = a.user_id and pr.subject_id = q.subject_id and pr.question_id = a.question_id
        where not ${heldAnswerOf('a')}
        order by a.user_id, a.question_id, a.answered_at, a.id`,
    answerRow,
  )
  const stored = new Map<string, string>()
  for (const row of rows) stored.set(`${row.user_id}:${row.question_id}`, JSON.stringify(storedCard(row)))
  return cardsAfter(rows, true).filter(
    (pair) => stored.get(`${pair.user}:${pair.question}`) !== JSON.stringify(pair.card),
  ).length
}

/**
 * Makes every student's cards again from their answers, `usersPerStep` students per transaction under the fold's
 * lock: for a database whose answers came before the cards (`npm run cards:rebuild`, decision 0057). Returns how many
 * students it went through.
 */
export async function rebuildAllCards(db: Database, usersPerStep = 500): Promise<number> {
  let done = 0
  for (let after = 0; ; ) {
    const [step] = await parsedRows(
      db,
      sql`select count(*)::int as n, max(id) as last from (
            select ${users.id} as id from ${users} where ${users.id} > ${after} order by ${users.id} limit ${usersPerStep}
          ) s`,
      z.object({ n: z.number(), last: z.number().nullable() }),
    )
    if (!step || step.last === null) return done
    const last = step.last
    await db.transaction(async (tx) => {
      await takeFoldLock(tx)
      await rebuildCards(tx, sql`a.user_id > ${after} and a.user_id <= ${last}`)
    })
    done += step.n
    after = last
  }
}
