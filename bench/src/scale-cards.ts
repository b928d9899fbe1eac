// The scale data set's review cards (decision 0057), made in bulk: a card is FSRS's state after the pair's answers in
// time order (aggregates.cards.ts). A pair answered once, wrong or right with "Chutei", has the card of a new card
// rated once at that moment: with no fuzz (enable_fuzz false, core/review-schedule.ts) its stability, difficulty and
// state are constants of the rating and its due moment that moment plus a whole number of days, so SQL writes it in
// the same pass as the progress row. The few pairs answered more than once are replayed.
import { PROGRESS } from '@gabarito/core'
import { nextReview, type ReviewCard } from '@gabarito/core/review-schedule'
import type pg from 'pg'

const DAY_MS = 86_400_000
const MOMENTS = [new Date('2025-01-05T13:07:11.000Z'), new Date('2026-07-19T02:59:58.000Z')]

/** The card of a first answer (`correct`, `guessed`) as constants of its rating, checked at two far apart moments. */
function firstCard(correct: boolean, guessed: boolean) {
  const [first, second] = MOMENTS.map((at) => {
    const card = nextReview(null, { correct, guessed, at })
    if (!card) throw new Error('this answer makes no card')
    const { due, lastReview, ...rest } = card
    return {
      days: (due.getTime() - at.getTime()) / DAY_MS,
      atTheAnswer: lastReview?.getTime() === at.getTime(),
      ...rest,
    }
  })
  if (
    !first ||
    !Number.isInteger(first.days) ||
    !first.atTheAnswer ||
    JSON.stringify(first) !== JSON.stringify(second)
  )
    throw new Error('a first answer’s card is no longer a constant of its rating: replay every pair instead')
  return first
}

/**
 * The card columns of a progress row about to be inserted (`row`: its state, answers, guesses and last answer's
 * time), for a pair answered once; null for the others (no card, or several answers for the replay).
 */
function cardColumnsSql(row: string): Record<string, string> {
  const again = firstCard(false, false)
  const hard = firstCard(true, true)
  const once = `${row}.answers = 1`
  const wrong = `${once} and ${row}.state = '${PROGRESS.wrong}'`
  const guessedRight = `${once} and ${row}.state = '${PROGRESS.right}' and ${row}.guesses = 1`
  const pick = (of: (card: typeof again) => string) =>
    `(case when ${wrong} then ${of(again)} when ${guessedRight} then ${of(hard)} end)`
  return {
    due: pick((card) => `${row}.last_at + ${card.days * 86_400} * interval '1 second'`),
    stability: pick((card) => `${String(card.stability)}::float4`),
    difficulty: pick((card) => `${String(card.difficulty)}::float4`),
    reps: pick((card) => String(card.reps)),
    lapses: pick((card) => String(card.lapses)),
    card_state: pick((card) => String(card.state)),
    reviewed_at: pick(() => `${row}.last_at`),
  }
}

/** The schema whose `question_progress` adds the cards to the owner's bulk insert (see progressWithCards). */
const LOAD_SCHEMA = 'scale_cards'
const PROGRESS_COLUMNS = [
  'user_id',
  'subject_id',
  'question_id',
  'state',
  'last_at',
  'answers',
  'hits',
  'guesses',
]

/**
 * Makes `scale_cards.question_progress`, a view whose insert rule writes the row into the real table with its card.
 * A rule rewrites the insert … select as a whole (a trigger would run once a row), so the owner's bulk statement,
 * run with this schema first on the search path, writes the progress rows and their cards in one pass. Rules, like
 * triggers, are off under the bulk load's session_replication_role = replica, so that statement runs as origin
 * with the table's own triggers (its foreign keys' checks) off instead.
 */
export function cardRuleSql(): string {
  const cards = cardColumnsSql('new')
  return `drop schema if exists ${LOAD_SCHEMA} cascade;
    alter table question_progress disable trigger all;
    create schema ${LOAD_SCHEMA};
    create view ${LOAD_SCHEMA}.question_progress as select * from public.question_progress;
    create rule cards as on insert to ${LOAD_SCHEMA}.question_progress do instead
      insert into public.question_progress (${[...PROGRESS_COLUMNS, ...Object.keys(cards)].join(', ')})
      values (${[...PROGRESS_COLUMNS.map((c) => `new.${c}`), ...Object.values(cards)].join(', ')})`
}

/** `statement` run with the card rule's view in place of the table (cardRuleSql made it). */
export const progressWithCards = (statement: string) =>
  `set session_replication_role = origin; set search_path = ${LOAD_SCHEMA}, public; ${statement};
   reset search_path; set session_replication_role = replica`

export const dropCardRuleSql = `drop schema if exists ${LOAD_SCHEMA} cascade;
  alter table question_progress enable trigger all`

/**
 * The cards of the pairs answered more than once, in `db`'s session once every progress row is in (before the keys are
 * built): their answers read in one pass (a hash join of the answers with those rows), replayed in answer order
 * through the core's nextReview as the fold's card step does (aggregates.cards.ts: cardsAfter), and written back
 * through a hash join too. The owner's rebuildCards reads a pair's answers by index, made for one question's key
 * change: on 49,000 pairs of a 4-million-answer set it took 108 s. `where` (a condition on `a`) leaves out the
 * answers a modo-prova mock holds. Returns how many pairs.
 */
export async function replayRepeatedPairs(db: pg.Client, where: string): Promise<number> {
  // Both joins as hash joins: on fresh statistics the planner looks each pair's answers up by question instead, and
  // a weekly mock's question has thousands (10 s instead of 1 on 4 million answers).
  await db.query('set enable_nestloop = off')
  const { rows } = await db.query<[number, number, number, boolean, boolean, Date]>({
    rowMode: 'array',
    text: `select a.user_id, a.subject_id, a.question_id, a.correct, a.guessed, a.answered_at
           from answers a join question_progress p on p.user_id = a.user_id and p.subject_id = a.subject_id
             and p.question_id = a.question_id and p.answers > 1
           where ${where}
           order by a.user_id, a.question_id, a.answered_at, a.id`,
  })
  const columns: unknown[][] = Array.from({ length: 10 }, () => [])
  let card: ReviewCard | null = null
  for (let r = 0; r < rows.length; r++) {
    const [user, subject, question, correct, guessed, at] = rows[r] as (typeof rows)[number]
    card = nextReview(card, { correct, guessed, at }) ?? card
    const next = rows[r + 1]
    if (next && next[0] === user && next[2] === question) continue
    if (card) {
      const values = [
        user,
        subject,
        question,
        card.due,
        card.stability,
        card.difficulty,
        card.reps,
        card.lapses,
      ]
      for (const [i, value] of [...values, card.state, card.lastReview].entries()) columns[i]?.push(value)
    }
    card = null
  }
  await db.query(
    `update question_progress p set due = x.due, stability = x.stability, difficulty = x.difficulty, reps = x.reps,
       lapses = x.lapses, card_state = x.card_state, reviewed_at = x.reviewed_at
     from unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::float4[], $6::float4[], $7::int[], $8::int[],
                 $9::int[], $10::timestamptz[])
       as x(user_id, subject_id, question_id, due, stability, difficulty, reps, lapses, card_state, reviewed_at)
     where p.user_id = x.user_id and p.subject_id = x.subject_id and p.question_id = x.question_id`,
    columns,
  )
  await db.query('reset enable_nestloop')
  return columns[0]?.length ?? 0
}
