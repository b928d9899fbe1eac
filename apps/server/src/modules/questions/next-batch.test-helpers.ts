import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { alternatives, questions } from '../../db/schema/index.ts'

// Histories made in SQL for the next-batch tests (decision 0044): thousands of questions and answers in a few
// statements, where answering them through the API would take minutes.

/**
 * `count` questions of the subject with two alternatives each (the first one right); their random_key is
 * `key(g)` of g = 1..count when given as SQL over `g`, random otherwise. Returns their ids in random_key order.
 */
export async function bulkQuestions(
  db: Database,
  courseId: number,
  subjectId: number,
  count: number,
  key = sql`random()`,
) {
  const rows = await parsedRows(
    db,
    sql`with q as (
          insert into questions (course_id, subject_id, text_html, random_key)
          select ${courseId}, ${subjectId}, '<p>Questão em lote ' || g || '</p>', ${key}
          from generate_series(1, ${count}) g
          returning id, random_key
        ), a as (
          insert into alternatives (question_id, position, letter, text_html)
          select q.id, p, chr(65 + p), 'Alternativa ' || p from q, generate_series(0, 1) p
        )
        select id from q order by random_key`,
    z.object({ id: z.number() }),
  )
  await db.execute(sql`update ${questions} set correct_alternative_id = a.id from ${alternatives} a
    where a.question_id = questions.id and a.position = 0 and questions.subject_id = ${subjectId}
      and questions.correct_alternative_id is null`)
  return rows.map((r) => r.id)
}

/**
 * Records the questions as answered (every third one wrong), a minute apart in the given order from `minute`
 * minutes after a fixed time, as the answer statement would.
 */
export async function markAnswered(
  db: Database,
  userId: number,
  subjectId: number,
  ids: number[],
  minute = 0,
) {
  if (ids.length === 0) return
  await db.execute(sql`
    insert into question_progress (user_id, question_id, subject_id, state, last_at)
    select ${userId}, t.id, ${subjectId}, (case when t.n % 3 = 0 then 'wrong' else 'right' end)::progress_state,
           timestamptz '2026-11-01 12:00:00+00' + (${minute} + t.n) * interval '1 minute'
    from unnest(${sql.param(ids)}::int[]) with ordinality as t(id, n)
    on conflict (user_id, subject_id, question_id) do nothing`)
}

/**
 * The place of a student who practised the subject in its order from `origin` up to the question with key `position`
 * (what the batches store as they serve questions).
 */
export async function placeStudent(
  db: Database,
  userId: number,
  subjectId: number,
  place: { origin: number; position: number; withExams: boolean },
) {
  await db.execute(sql`
    insert into practice_positions (user_id, subject_id, topic_id, origin, position, wrapped, new_after_id, with_exams)
    values (${userId}, ${subjectId}, 0, ${place.origin}, ${place.position}, false,
            (select coalesce(max(id), 0) from ${questions}), ${place.withExams})`)
}

export async function keyOf(db: Database, questionId: number) {
  const [row] = await parsedRows(
    db,
    sql`select random_key as key from ${questions} where id = ${questionId}`,
    z.object({ key: z.number() }),
  )
  return row?.key as number
}
