import {
  EXTREME_A,
  EXTREME_B,
  ITEM_STATS_MIN_ANSWERS,
  OPEN_COMMENT_STATUSES,
  QUALITY_REASONS,
  QUESTION_STATUS,
  QUESTION_STATUSES,
  type QualityFigures,
  type QualityReason,
} from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  alternativeStats,
  alternatives,
  comments,
  itemParameters,
  itemStatsRuns,
  questionStats,
  questions,
  reviewDismissals,
  subjects,
} from '../../db/schema/index.ts'

const openStatuses = sql.join(
  OPEN_COMMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)

/** A question the queue may list, with its stored statistics and open comments (before dismissals). */
const candidateRow = z.object({
  questionId: z.number(),
  subjectName: z.string(),
  statement: z.string(),
  status: z.enum(QUESTION_STATUSES),
  answers: z.number(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  /** The key now, and whether the stored flags were computed against it. */
  correctAlternativeId: z.number().nullable(),
  statsKeyCurrent: z.boolean(),
  keySuspect: z.boolean(),
  facilityExtreme: z.boolean(),
  openComments: z.number(),
  /** Calibrated with a under 0.2 or b outside -4..4 (issue 32). */
  parametersExtreme: z.boolean(),
})
export type QualityCandidate = z.infer<typeof candidateRow>

/** The item's parameters (issue 32) are extreme: areParametersExtreme in packages/core. */
const extreme = sql`(ip.a < ${EXTREME_A} or abs(ip.b) > ${EXTREME_B})`

const candidateColumns = sql`
  q.id as "questionId", s.name as "subjectName",
  left(regexp_replace(q.text_html, '<[^>]*>', ' ', 'g'), 400) as statement, q.status,
  coalesce(st.answers, 0) as answers, st.facility, st.discrimination,
  q.correct_alternative_id as "correctAlternativeId",
  coalesce(st.correct_alternative_id is not distinct from q.correct_alternative_id, false) as "statsKeyCurrent",
  coalesce(st.key_suspect, false) as "keySuspect", coalesce(st.facility_extreme, false) as "facilityExtreme",
  coalesce(oc.n, 0)::int as "openComments", coalesce(${extreme}, false) as "parametersExtreme"`

const candidateFrom = sql`
  from ${questions} q
  join ${subjects} s on s.id = q.subject_id
  left join ${questionStats} st on st.question_id = q.id
  left join ${itemParameters} ip on ip.question_id = q.id
  left join lateral (
    select count(*) as n from ${comments} c where c.question_id = q.id and c.status in (${openStatuses})
  ) oc on true`

/** The course's questions (not annulled) flagged by the last run or with several open comments. */
export function qualityCandidates(db: Executor, courseId: number, minComments: number) {
  return parsedRows(
    db,
    sql`select ${candidateColumns} ${candidateFrom}
        where q.course_id = ${courseId} and q.status <> ${QUESTION_STATUS.annulled}
          and ((st.answers >= ${ITEM_STATS_MIN_ANSWERS} and (st.key_suspect or st.facility_extreme)) or ${extreme}
            or q.id in (select c.question_id from ${comments} c where c.course_id = ${courseId}
                        and c.status in (${openStatuses}) group by c.question_id having count(*) >= ${minComments}))`,
    candidateRow,
  )
}

export async function qualityCandidate(
  db: Executor,
  questionId: number,
): Promise<QualityCandidate | undefined> {
  const [row] = await parsedRows(
    db,
    sql`select ${candidateColumns} ${candidateFrom} where q.id = ${questionId}`,
    candidateRow,
  )
  return row
}

const dismissal = z.object({
  questionId: z.number(),
  reason: z.enum(QUALITY_REASONS),
  answers: z.number(),
  facility: z.number().nullable(),
  correctAlternativeId: z.number().nullable(),
  openComments: z.number(),
}) satisfies z.ZodType<QualityFigures & { reason: QualityReason }>
export type Dismissal = z.infer<typeof dismissal>

export function dismissalsOf(db: Executor, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([])
  return parsedRows(
    db,
    sql`select question_id as "questionId", reason, answers, facility,
               correct_alternative_id as "correctAlternativeId", open_comments as "openComments"
        from ${reviewDismissals} where question_id in (${sql.join(
          questionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    dismissal,
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

const alternativeFiguresRow = z.object({
  id: z.number(),
  letter: z.string(),
  chosen: z.number(),
  share: z.number(),
  pointBiserial: z.number().nullable(),
})
export type AlternativeFigures = z.infer<typeof alternativeFiguresRow>

/** The question's alternatives in order, with their stored figures (zero when never computed). */
export function alternativeFigures(db: Executor, questionId: number) {
  return parsedRows(
    db,
    sql`select a.id, a.letter, coalesce(s.chosen, 0)::int as chosen, coalesce(s.share, 0)::float8 as share,
               s.point_biserial as "pointBiserial"
        from ${alternatives} a left join ${alternativeStats} s on s.alternative_id = a.id
        where a.question_id = ${questionId} order by a.position`,
    alternativeFiguresRow,
  )
}

export async function statsComputedAt(db: Executor, questionId: number): Promise<Date | null> {
  const [row] = await parsedRows(
    db,
    sql`select coalesce(
          (select computed_at from ${questionStats} where question_id = ${questionId}),
          (select r.computed_at from ${itemStatsRuns} r join ${questions} q on q.course_id = r.course_id
           where q.id = ${questionId})) as at`,
    z.object({ at: z.union([z.string(), z.date()]).nullable() }),
  )
  return row?.at ? new Date(row.at) : null
}
