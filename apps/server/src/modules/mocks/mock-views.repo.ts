import { ANSWER_KIND } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, mockResults, mockQuestionViews as views } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'

const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

/**
 * The question `questionId` takes the student's screen at `at`: the stint of the unanswered question that was on it
 * ends (its time is kept), and the question's stint starts unless one is running.
 */
export async function recordView(db: Executor, userId: number, mockId: number, questionId: number, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`
  await db.execute(sql`with ended as (
      update ${views} v set earlier_ms = v.earlier_ms + greatest(0, extract(epoch from ${now} - v.shown_at) * 1000)::int,
        shown_at = null
      where v.user_id = ${userId} and v.mock_id = ${mockId} and v.question_id <> ${questionId} and v.shown_at is not null
        and not exists (select 1 from ${answers} a where a.user_id = v.user_id and a.kind = ${WEEKLY}
                          and a.reference_id = v.mock_id and a.question_id = v.question_id)
    )
    insert into ${views} (user_id, mock_id, question_id, shown_at) values (${userId}, ${mockId}, ${questionId}, ${now})
    on conflict (user_id, mock_id, question_id) do update set shown_at = coalesce(${views.shownAt}, excluded.shown_at)`)
}

/**
 * A mock answer's time on screen in milliseconds, as SQL over `a` (the answer) and `v` (its view, left joined): the
 * earlier stints plus the last one up to the answer, at most `limitMs` (the mock's time limit); null without a view.
 */
const answerMs = (limitMs: number | null) => sql`case when v.user_id is null then null else
    least(v.earlier_ms + coalesce(greatest(0, extract(epoch from a.answered_at - v.shown_at) * 1000), 0),
          coalesce(${limitMs}::float8, 'infinity'::float8)) end`

/** The student's time on each question they answered in the mock, in milliseconds (null: never reported shown). */
export function ownTimes(db: Executor, userId: number, mockId: number, limitMs: number | null) {
  return parsedRows(
    db,
    sql`select a.question_id as "questionId", (${answerMs(limitMs)})::float8 as ms
        from ${answers} a
          left join ${views} v on v.user_id = a.user_id and v.mock_id = a.reference_id and v.question_id = a.question_id
        where a.user_id = ${userId} and a.kind = ${WEEKLY} and a.reference_id = ${mockId}`,
    z.object({ questionId: z.number(), ms: z.number().nullable() }),
  )
}

const analysisRow = z.object({
  questions: z.array(
    z.object({
      questionId: z.number(),
      answers: z.number(),
      hits: z.number(),
      medianMs: z.number().nullable(),
    }),
  ),
  subjects: z.array(z.object({ subjectId: z.number(), participants: z.number(), medianHits: z.number() })),
})
export type MockAnalysis = z.infer<typeof analysisRow>

/**
 * Every participant's answers to the mock, summed per question (answers, hits, the median time) and per subject (the
 * participants' median hits among those who answered the subject). Reads one mock's answers through its
 * participants and the mock answers' index: the caller keeps it a while (mock-analysis.service.ts).
 */
export async function mockAnalysis(
  db: Executor,
  mockId: number,
  limitMs: number | null,
): Promise<MockAnalysis> {
  const [row] = await parsedRows(
    db,
    sql`with given as (
          select a.user_id, a.question_id, a.subject_id, a.correct, (${answerMs(limitMs)})::float8 as ms
          from ${mockResults} r
            join ${answers} a on a.user_id = r.user_id and a.kind = ${WEEKLY} and a.reference_id = r.mock_id
            left join ${views} v on v.user_id = a.user_id and v.mock_id = r.mock_id and v.question_id = a.question_id
          where r.mock_id = ${mockId}
        ),
        per_question as (
          select question_id, count(*)::int as answers, (count(*) filter (where correct))::int as hits,
                 (percentile_cont(0.5) within group (order by ms))::float8 as median_ms
          from given group by question_id
        ),
        per_subject as (
          select subject_id, count(*)::int as participants,
                 (percentile_cont(0.5) within group (order by hits))::float8 as median_hits
          from (select subject_id, user_id, count(*) filter (where correct) as hits from given group by 1, 2) s
          group by subject_id
        )
        select
          coalesce((select json_agg(json_build_object('questionId', question_id, 'answers', answers, 'hits', hits,
                                                      'medianMs', median_ms)) from per_question), '[]') as questions,
          coalesce((select json_agg(json_build_object('subjectId', subject_id, 'participants', participants,
                                                      'medianHits', median_hits))
                    from per_subject), '[]') as subjects`,
    analysisRow,
  )
  return row ?? { questions: [], subjects: [] }
}
