import { getTableName, type SQL, sql } from 'drizzle-orm'
import { answers, practiceDayScores as s } from '../../db/schema/index.ts'
import { col, list, moveOf, type StoredAnswers, storedAnswer } from './aggregates.terms.ts'

// practice_day_scores (decision 0048): each student's latest São Paulo day in each subject, its answers and hits,
// and the last answer's time. Read by practice's score of the day and the staff's students table. Not a sum (a newer
// day starts the counts again), so declared here by hand, each path once.

const c = {
  user: col(s.userId),
  course: col(s.courseId),
  subject: col(s.subjectId),
  day: col(s.day),
  answers: col(s.answers),
  hits: col(s.hits),
  lastAt: col(s.lastAt),
}
const key = list([c.user, c.course, c.subject])
const columns = list([key, c.day, c.answers, c.hits, c.lastAt])

/** A count kept on the same day, replaced by a newer day's, left as is by an older day's. */
const byDay = (count: SQL) =>
  sql`${count} = case when excluded.${c.day} > ${s}.${c.day} then excluded.${count}
    when excluded.${c.day} = ${s}.${c.day} then ${s}.${count} + excluded.${count} else ${s}.${count} end`

/**
 * The stored answers, per student and subject: their latest day's answers and hits, merged into the
 * row (answers folded late, of an older day than the row's, leave its counts).
 */
export function bulkTodaySql(stored: StoredAnswers): SQL {
  const { from, terms: t } = storedAnswer(stored.relation, 'a')
  return sql`insert into ${s} (${columns})
    select ${key}, day, count(*) filter (where last), count(*) filter (where last and correct), max(at)
    from (
      select ${t.user} as ${c.user}, ${t.course} as ${c.course}, ${t.subject} as ${c.subject}, ${t.day} as day,
             ${t.correct} as correct, ${t.at} as at,
             ${t.day} = max(${t.day}) over (partition by ${t.user}, ${t.course}, ${t.subject}) as last
      from ${from} where ${stored.where}
    ) x
    where last
    group by ${key}, day order by ${key}
    ${
      stored.empty
        ? sql``
        : sql`on conflict (${key}) do update set ${byDay(c.answers)}, ${byDay(c.hits)},
      ${c.day} = greatest(${s}.${c.day}, excluded.${c.day}), ${c.lastAt} = greatest(${s}.${c.lastAt}, excluded.${c.lastAt})`
    }`
}

/** A key change's CTE: the rescored answers (`changed`, with `d`) of a row's day move its hits. */
export function differenceTodaySql(changed: SQL): SQL {
  const { from, terms: t } = storedAnswer(changed, 'c')
  return sql`${moveOf(s)} as (
    update ${s} s set ${c.hits} = s.${c.hits} + m.d
    from (
      select ${t.user} as user_id, ${t.course} as course_id, ${t.subject} as subject_id, ${t.day} as day,
             sum(c.d)::int as d
      from ${from} group by 1, 2, 3, 4
    ) m
    where s.${c.user} = m.user_id and s.${c.course} = m.course_id and s.${c.subject} = m.subject_id
      and s.${c.day} = m.day
  )`
}

export const TODAY_RECOUNT: [string, SQL, SQL] = [
  getTableName(s),
  sql`select ${c.user} as user_id, ${c.course} as course_id, ${c.subject} as subject_id, ${c.day}::text as day,
          ${c.answers} as answers, ${c.hits} as hits, ${c.lastAt} as last_at
   from ${s}`,
  (() => {
    const { from, terms: t } = storedAnswer(sql`${answers}`, 'a')
    return sql`select user_id, course_id, subject_id, day::text as day, (count(*) filter (where ${t.day} = day))::int as answers,
            (count(*) filter (where ${t.day} = day and ${t.correct}))::int as hits, max(${t.at}) as last_at
     from (
       select a.*, max(${t.day}) over (partition by ${t.user}, ${t.course}, ${t.subject}) as day from ${from}
     ) a
     group by 1, 2, 3, 4`
  })(),
]
