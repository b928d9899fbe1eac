import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'

// The recount of every aggregate the answer statement keeps, used by the tests (answer-rescore.test-helpers.ts)
// and by `npm run bench:faults` to check a database after a load with faults (decision 0030).

type Row = Record<string, unknown>

/** Rows as comparable strings, sorted: two queries agree when they hold the same rows. */
export async function rowsOf(db: Executor, query: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await queryRows<Row>(db, query)
  return rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))).sort()
}

const SP = sql.raw(`'America/Sao_Paulo'`)

/**
 * Every aggregate the answer statement keeps, as kept, beside the same numbers recounted from the answers (and the
 * answers' own hit flag recomputed from the questions' keys and statuses, decision 0021). The topic and the concepts
 * are the questions' as they are now; shards are summed; empty rows and buckets are left out.
 */
export const AGGREGATE_RECOUNTS: [
  name: string,
  kept: ReturnType<typeof sql>,
  recounted: ReturnType<typeof sql>,
][] = [
  [
    'answers.correct',
    sql`select a.id, a.correct from answers a`,
    sql`select a.id, ((q.status = 'ANULADA' and a.kind = 'Semanal') or a.alternative_id = q.correct_alternative_id)
          as correct
        from answers a join questions q on q.id = a.question_id`,
  ],
  [
    'answer_stats',
    sql`select user_id, course_id, subject_id, day::text, hour::int, answers::int, hits::int from answer_stats
        where answers <> 0 or hits <> 0`,
    sql`select user_id, course_id, subject_id, (answered_at at time zone ${SP})::date::text as day,
               extract(hour from answered_at at time zone ${SP})::int as hour, count(*)::int as answers,
               (count(*) filter (where correct))::int as hits
        from answers group by 1, 2, 3, 4, 5`,
  ],
  [
    'student_day_stats',
    sql`select user_id, course_id, day::text, answers::int, hits::int from student_day_stats
        where answers <> 0 or hits <> 0`,
    sql`select user_id, course_id, (answered_at at time zone ${SP})::date::text as day, count(*)::int as answers,
               (count(*) filter (where correct))::int as hits
        from answers group by 1, 2, 3`,
  ],
  [
    'student_subject_hour_stats',
    sql`select user_id, course_id, subject_id, hour::int, answers::int, hits::int from student_subject_hour_stats
        where answers <> 0 or hits <> 0`,
    sql`select user_id, course_id, subject_id, extract(hour from answered_at at time zone ${SP})::int as hour,
               count(*)::int as answers, (count(*) filter (where correct))::int as hits
        from answers group by 1, 2, 3, 4`,
  ],
  [
    'topic_stats',
    sql`select user_id, course_id, topic_id, answers::int, hits::int from topic_stats where answers <> 0 or hits <> 0`,
    sql`select a.user_id, a.course_id, q.topic_id, count(*)::int as answers,
               (count(*) filter (where a.correct))::int as hits
        from answers a join questions q on q.id = a.question_id where q.topic_id is not null group by 1, 2, 3`,
  ],
  [
    'concept_stats',
    sql`select user_id, course_id, tag_id, answers::int, hits::int from concept_stats where answers <> 0 or hits <> 0`,
    sql`select a.user_id, a.course_id, qt.tag_id, count(*)::int as answers,
               (count(*) filter (where a.correct))::int as hits
        from answers a join question_tags qt on qt.question_id = a.question_id group by 1, 2, 3`,
  ],
  [
    'course_stats',
    sql`select course_id, month::text, subject_id, sum(answers)::int as answers, sum(hits)::int as hits
        from course_stats group by 1, 2, 3 having sum(answers) <> 0 or sum(hits) <> 0`,
    sql`select course_id, date_trunc('month', answered_at at time zone ${SP})::date::text as month, subject_id,
               count(*)::int as answers, (count(*) filter (where correct))::int as hits
        from answers group by 1, 2, 3`,
  ],
  [
    'alternative_counts',
    sql`select alternative_id, sum(chosen)::int as chosen from alternative_counts
        group by 1 having sum(chosen) <> 0`,
    sql`select alternative_id, count(*)::int as chosen from answers group by 1`,
  ],
  [
    'mock_results',
    sql`select mock_id, user_id, hits, answers from mock_results`,
    sql`select reference_id as mock_id, user_id, (count(*) filter (where correct))::int as hits,
               count(*)::int as answers
        from answers where kind = 'Semanal' group by 1, 2`,
  ],
  [
    'mock_score_counts',
    sql`select mock_id, hits, sum(participants)::int as n from mock_score_counts
        group by 1, 2 having sum(participants) <> 0`,
    sql`select mock_id, hits, count(*)::int as n from mock_results group by 1, 2`,
  ],
  [
    'question_progress',
    // The state follows the latest answer; a skip after a wrong one stays a skip.
    sql`select user_id, question_id, attempts,
               case when state = 'skipped' then 'wrong' else state end as state
        from question_progress where attempts > 0`,
    sql`select distinct on (user_id, question_id) user_id, question_id,
               count(*) over (partition by user_id, question_id)::int as attempts,
               case when correct then 'right' else 'wrong' end as state
        from answers order by user_id, question_id, id desc`,
  ],
]

/** The aggregates that differ from their recount, with how many rows differ on either side; empty when all agree. */
export async function aggregateMismatches(db: Executor): Promise<{ name: string; rows: number }[]> {
  const found = []
  for (const [name, kept, recounted] of AGGREGATE_RECOUNTS) {
    const a = await rowsOf(db, kept)
    const b = await rowsOf(db, recounted)
    const inA = new Set(a)
    const inB = new Set(b)
    const rows = a.filter((r) => !inB.has(r)).length + b.filter((r) => !inA.has(r)).length
    if (rows > 0) found.push({ name, rows })
  }
  return found
}
