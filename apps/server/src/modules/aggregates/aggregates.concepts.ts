import { getTableName, type SQL, sql } from 'drizzle-orm'
import { answers, CONCEPT_BLOCK, questionTags, conceptStats as s } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { capped, col, list, moveOf, of, type StoredAnswers, storedAnswer } from './aggregates.terms.ts'

// concept_stats (decisions 0048 and 0049): each student's answers and hits per concept (a question's tags) in a course,
// packed in one row per student, course and block of CONCEPT_BLOCK concept ids: `tag_ids` sorted, `answers` and `hits`
// beside them. Read by the concepts report and its PDF. A sum per concept, but not one row per key, so declared here
// by hand, each path once.

const c = {
  user: col(s.userId),
  course: col(s.courseId),
  block: col(s.block),
  tags: col(s.tagIds),
  answers: col(s.answers),
  hits: col(s.hits),
}
const columns = list([c.user, c.course, c.block, c.tags, c.answers, c.hits])

/** A concept's answers and hits in a group, capped as the smallint counts are (decision 0071). */
const COUNT = capped(sql`count(*)`)
const HITS = (correct: SQL) => capped(sql`count(*) filter (where ${correct})`)

/** The arrays of per-concept rows (user_id, course_id, tag_id, answers, hits), packed per student, course and block. */
const packed = (
  rows: SQL,
) => sql`select user_id, course_id, tag_id / ${sqlConstant(CONCEPT_BLOCK)}, array_agg(tag_id order by tag_id),
      array_agg(answers order by tag_id), array_agg(hits order by tag_id)
    from ${rows} x group by 1, 2, 3 order by 1, 2, 3`

/**
 * `insert` of packed additions (`rows`: user_id, course_id, tag_id, answers, hits) merged into the stored arrays:
 * a concept's counts summed on both sides, the arrays kept sorted by concept (the `concept_merge` function of
 * migrations 0038 and 0042, which walks the few concepts added instead of unpacking the stored row, and caps each
 * count at the largest smallint).
 */
function mergeSql(rows: SQL, empty = false): SQL {
  if (empty) return sql`insert into ${s} (${columns}) ${packed(rows)}`
  return sql`insert into ${s} (${columns})
    ${packed(rows)}
    on conflict (${c.user}, ${c.course}, ${c.block}) do update set (${c.tags}, ${c.answers}, ${c.hits}) = (
      select * from concept_merge(${s}.${c.tags}, ${s}.${c.answers}, ${s}.${c.hits},
                                  excluded.${c.tags}, excluded.${c.answers}, excluded.${c.hits})
    )`
}

/** The stored answers, one statement. */
export function bulkConceptsSql(stored: StoredAnswers): SQL {
  const { from, terms: t, join } = storedAnswer(stored.relation, 'a')
  return mergeSql(
    sql`(
      select ${t.user} as user_id, ${t.course} as course_id, ${t.tag} as tag_id, ${COUNT}::smallint as answers,
             ${HITS(t.correct)}::smallint as hits
      from ${from}${join('tags')} where ${stored.where}
      group by 1, 2, 3
    )`,
    stored.empty,
  )
}

/** A key change's CTE: the rescored answers (`changed`, with `d`) move their concepts' hits (the question's now). */
export function differenceConceptsSql(changed: SQL): SQL {
  const { from, terms: t, join } = storedAnswer(changed, 'c')
  return sql`${moveOf(s)} as (
    ${mergeSql(sql`(
      select ${t.user} as user_id, ${t.course} as course_id, ${t.tag} as tag_id, 0::smallint as answers,
             sum(c.d)::smallint as hits
      from ${from}${join('tags')} group by 1, 2, 3
    )`)}
  )`
}

const a = (column: Parameters<typeof of>[1]) => of('a', column)

/** As recountSum's rows: one per student, course and concept, keys as text, empty ones left out. */
export const CONCEPTS_RECOUNT: [string, SQL, SQL] = [
  getTableName(s),
  sql`select s.${c.user}::text as user_id, s.${c.course}::text as course_id, u.tag_id::text as tag_id,
          u.answers, u.hits
   from ${s} s, unnest(s.${c.tags}, s.${c.answers}, s.${c.hits}) as u(tag_id, answers, hits)
   where u.answers <> 0 or u.hits <> 0`,
  sql`select ${a(answers.userId)}::text as user_id, ${a(answers.courseId)}::text as course_id,
          ${of('qt', questionTags.tagId)}::text as tag_id,
          ${COUNT}::int as answers, ${HITS(a(answers.correct))}::int as hits
   from ${answers} a join ${questionTags} qt on ${of('qt', questionTags.questionId)} = ${a(answers.questionId)}
   group by 1, 2, 3`,
]
