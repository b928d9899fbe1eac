import { CONCEPT_BLOCK, conceptStats as s } from '../../db/schema/index.ts'
import { col, type StoredAnswers, storedAnswer, tableName } from './aggregates.terms.ts'

// concept_stats (decisions 0048 and 0049): each student's answers and hits per concept (a question's tags) in a course,
// packed in one row per student, course and block of CONCEPT_BLOCK concept ids: `tag_ids` sorted, `answers` and `hits`
// beside them. Read by the concepts report and its PDF. A sum per concept, but not one row per key, so declared here
// by hand, each path once.

const T = tableName(s)
const c = {
  user: col(s.userId),
  course: col(s.courseId),
  block: col(s.block),
  tags: col(s.tagIds),
  answers: col(s.answers),
  hits: col(s.hits),
}
const columns = `${c.user}, ${c.course}, ${c.block}, ${c.tags}, ${c.answers}, ${c.hits}`

/** The arrays of per-concept rows (user_id, course_id, tag_id, answers, hits), packed per student, course and block. */
const packed = (
  rows: string,
) => `select user_id, course_id, tag_id / ${CONCEPT_BLOCK}, array_agg(tag_id order by tag_id),
      array_agg(answers order by tag_id), array_agg(hits order by tag_id)
    from ${rows} x group by 1, 2, 3 order by 1, 2, 3`

/**
 * `insert` of packed additions (`rows`: user_id, course_id, tag_id, answers, hits) merged into the stored arrays:
 * a concept's counts summed on both sides, the arrays kept sorted by concept.
 */
function mergeSql(rows: string, empty = false): string {
  const side = (row: string) =>
    `select * from unnest(${row}.${c.tags}, ${row}.${c.answers}, ${row}.${c.hits})`
  if (empty) return `insert into ${T} (${columns}) ${packed(rows)}`
  return `insert into ${T} (${columns})
    ${packed(rows)}
    on conflict (${c.user}, ${c.course}, ${c.block}) do update set (${c.tags}, ${c.answers}, ${c.hits}) = (
      select array_agg(tag_id order by tag_id), array_agg(answers order by tag_id), array_agg(hits order by tag_id)
      from (
        select tag_id, sum(answers)::int as answers, sum(hits)::int as hits
        from (${side(T)} union all ${side('excluded')}) as u(tag_id, answers, hits)
        group by tag_id
      ) m
    )`
}

/** The stored answers, one statement. */
export function bulkConceptsSql(stored: StoredAnswers): string {
  const { from, terms: t, join } = storedAnswer(stored.relation, 'a')
  return mergeSql(
    `(
      select ${t.user} as user_id, ${t.course} as course_id, ${t.tag} as tag_id, count(*)::int as answers,
             (count(*) filter (where ${t.correct}))::int as hits
      from ${from}${join('tags')} where ${stored.where}
      group by 1, 2, 3
    )`,
    stored.empty,
  )
}

/** A key change's CTE: the rescored answers (`changed`, with `d`) move their concepts' hits (the question's now). */
export function differenceConceptsSql(changed: string): string {
  const { from, terms: t, join } = storedAnswer(changed, 'c')
  return `move_${T} as (
    ${mergeSql(`(
      select ${t.user} as user_id, ${t.course} as course_id, ${t.tag} as tag_id, 0 as answers, sum(c.d)::int as hits
      from ${from}${join('tags')} group by 1, 2, 3
    )`)}
  )`
}

/** As recountSum's rows: one per student, course and concept, keys as text, empty ones left out. */
export const CONCEPTS_RECOUNT: [string, string, string] = [
  T,
  `select s.${c.user}::text as user_id, s.${c.course}::text as course_id, u.tag_id::text as tag_id,
          u.answers, u.hits
   from ${T} s, unnest(s.${c.tags}, s.${c.answers}, s.${c.hits}) as u(tag_id, answers, hits)
   where u.answers <> 0 or u.hits <> 0`,
  `select a.user_id::text as user_id, a.course_id::text as course_id, qt.tag_id::text as tag_id,
          count(*)::int as answers, (count(*) filter (where a.correct))::int as hits
   from answers a join question_tags qt on qt.question_id = a.question_id
   group by 1, 2, 3`,
]
