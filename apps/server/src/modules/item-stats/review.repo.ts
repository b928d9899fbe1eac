import { ITEM_STATS_MIN_ANSWERS, type ReviewFigures, type ReviewReason } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { OPEN_COMMENT_STATUSES, QUESTION_STATUS } from '../../db/schema/index.ts'

const openStatuses = sql.join(
  OPEN_COMMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)

/** A question the queue may list, with its stored statistics and open comments (before dismissals). */
export interface ReviewCandidate {
  questionId: number
  subjectName: string
  statement: string
  status: string
  answers: number
  facility: number | null
  discrimination: number | null
  /** The key now, and whether the stored flags were computed against it. */
  correctAlternativeId: number | null
  statsKeyCurrent: boolean
  keySuspect: boolean
  facilityExtreme: boolean
  openComments: number
}

const candidateColumns = sql`
  q.id as "questionId", s.name as "subjectName",
  left(regexp_replace(q.text_html, '<[^>]*>', ' ', 'g'), 400) as statement, q.status,
  coalesce(st.answers, 0) as answers, st.facility, st.discrimination,
  q.correct_alternative_id as "correctAlternativeId",
  coalesce(st.correct_alternative_id is not distinct from q.correct_alternative_id, false) as "statsKeyCurrent",
  coalesce(st.key_suspect, false) as "keySuspect", coalesce(st.facility_extreme, false) as "facilityExtreme",
  coalesce(oc.n, 0)::int as "openComments"`

const candidateFrom = sql`
  from questions q
  join subjects s on s.id = q.subject_id
  left join question_stats st on st.question_id = q.id
  left join lateral (
    select count(*) as n from comments c where c.question_id = q.id and c.status in (${openStatuses})
  ) oc on true`

/** The course's questions (not annulled) flagged by the last run or with several open comments. */
export function reviewCandidates(db: Executor, courseId: number, minComments: number) {
  return queryRows<ReviewCandidate>(
    db,
    sql`select ${candidateColumns} ${candidateFrom}
        where q.course_id = ${courseId} and q.status <> ${QUESTION_STATUS.annulled}
          and ((st.answers >= ${ITEM_STATS_MIN_ANSWERS} and (st.key_suspect or st.facility_extreme))
            or q.id in (select c.question_id from comments c where c.course_id = ${courseId}
                        and c.status in (${openStatuses}) group by c.question_id having count(*) >= ${minComments}))`,
  )
}

export async function reviewCandidate(
  db: Executor,
  questionId: number,
): Promise<ReviewCandidate | undefined> {
  const [row] = await queryRows<ReviewCandidate>(
    db,
    sql`select ${candidateColumns} ${candidateFrom} where q.id = ${questionId}`,
  )
  return row
}

export interface Dismissal extends ReviewFigures {
  questionId: number
  reason: ReviewReason
}

export function dismissalsOf(db: Executor, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([])
  return queryRows<Dismissal>(
    db,
    sql`select question_id as "questionId", reason, answers, facility,
               correct_alternative_id as "correctAlternativeId", open_comments as "openComments"
        from review_dismissals where question_id in (${sql.join(
          questionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
}

/** Records (or renews) the dismissal of a reason with the figures it was dismissed at. */
export async function upsertDismissal(
  tx: Executor,
  d: Dismissal & { note: string; userId: number; at: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into review_dismissals (question_id, reason, note, user_id, answers, facility, correct_alternative_id,
                                   open_comments, dismissed_at)
    values (${d.questionId}, ${d.reason}, ${d.note}, ${d.userId}, ${d.answers}, ${d.facility},
            ${d.correctAlternativeId}, ${d.openComments}, ${d.at.toISOString()}::timestamptz)
    on conflict (question_id, reason) do update set note = excluded.note, user_id = excluded.user_id,
      answers = excluded.answers, facility = excluded.facility,
      correct_alternative_id = excluded.correct_alternative_id, open_comments = excluded.open_comments,
      dismissed_at = excluded.dismissed_at`)
}

export interface AlternativeFigures {
  id: number
  letter: string
  chosen: number
  share: number
  pointBiserial: number | null
}

/** The question's alternatives in order, with their stored figures (zero when never computed). */
export function alternativeFigures(db: Executor, questionId: number) {
  return queryRows<AlternativeFigures>(
    db,
    sql`select a.id, a.letter, coalesce(s.chosen, 0)::int as chosen, coalesce(s.share, 0)::float8 as share,
               s.point_biserial as "pointBiserial"
        from alternatives a left join alternative_stats s on s.alternative_id = a.id
        where a.question_id = ${questionId} order by a.position`,
  )
}

export async function statsComputedAt(db: Executor, questionId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select coalesce(
          (select computed_at from question_stats where question_id = ${questionId}),
          (select r.computed_at from item_stats_runs r join questions q on q.course_id = r.course_id
           where q.id = ${questionId})) as at`,
  )
  return row?.at ? new Date(row.at) : null
}
