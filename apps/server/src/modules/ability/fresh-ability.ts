import {
  ABILITY_MIN_ITEMS,
  eap,
  type ItemLogLikelihood,
  type ItemParams,
  itemLogLikelihood,
  posteriorOfLogLikelihoods,
  quadrature,
  type ScoredResponse,
  subjectGains,
} from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import type { Deps } from '../../deps.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import { type CalibratedItem, calibratedItemsOf } from './proficiency.repo.ts'

// Issue 47, item 4 (decision 0070): a student's estimate follows their answers between two calibrations. The items'
// parameters change only at a calibration, but one student's EAP from them is a few hundred multiplications: it is
// computed when the report is read, from the student's progress rows (found by their keys), never
// on the answer's path and never from the answers table.

const { nodes, weights } = quadrature()

interface CalibratedResponse extends ScoredResponse {
  subjectId: number
  /** The item's log-likelihood at the quadrature's nodes for this outcome. */
  logLikelihood: Float64Array
}

/** What a course's last calibration fixed, as the fresh estimate reads it. */
export interface CourseItems {
  items: CalibratedItem[]
  /** Each item's log-likelihoods at the nodes, in the items' order: a student's posterior is then sums. */
  likelihoods: ItemLogLikelihood[]
  subjectNames: Map<number, string>
  /** The items' subjects and questions as PostgreSQL array literals, in the items' order. */
  subjects: string
  questions: string
}

// Read once per calibration (its moment is in the key) rather than joined to the questions on every report: a
// question moved to another subject since shows within the minute.
const courseItemsCache = perApp<Deps, string, CourseItems>(60_000)

export function courseItems(deps: Deps, courseId: number, calibratedAt: Date): Promise<CourseItems> {
  return courseItemsCache(deps).get(`${courseId}:${calibratedAt.getTime()}`, async () => {
    const items = await calibratedItemsOf(deps.replica, courseId)
    return {
      items,
      likelihoods: items.map((item) => itemLogLikelihood(nodes, item)),
      subjectNames: new Map(items.map((item) => [item.subjectId, item.subjectName])),
      subjects: `{${items.map((item) => item.subjectId).join(',')}}`,
      questions: `{${items.map((item) => item.questionId).join(',')}}`,
    }
  })
}

const responseRow = z.object({ index: z.number(), hit: z.boolean() })

/**
 * The caller's answered questions among the course's calibrated ones, with the first answer's outcome as the
 * progress row tells it: right when every answer to it was right, a miss otherwise (a question answered more than
 * once mostly is redone after a miss; the next calibration reads the exact first answers). Each progress row is
 * found by its whole key, one probe per calibrated item (2 ms for 600 items of the heavy student at 40 million).
 */
export async function calibratedResponses(
  db: Executor,
  userId: number,
  course: CourseItems,
): Promise<CalibratedResponse[]> {
  if (course.items.length === 0) return []
  const rows = await parsedRows(
    db,
    sql`select t.i::int as index, g.hits = g.answers as hit
        from unnest(${course.subjects}::int[], ${course.questions}::int[]) with ordinality as t(subject_id, question_id, i)
          join question_progress g on g.user_id = ${userId} and g.subject_id = t.subject_id
            and g.question_id = t.question_id
        where g.answers > 0`,
    responseRow,
  )
  return rows.map(({ index, hit }) => {
    const { a, b, c, subjectId } = course.items[index - 1] as CalibratedItem
    const likelihood = course.likelihoods[index - 1] as ItemLogLikelihood
    return { a, b, c, subjectId, hit, logLikelihood: hit ? likelihood.right : likelihood.wrong }
  })
}

/** An estimate as the report reads it: the stored one's shape. */
export interface Estimate {
  items: number
  theta: number | null
  standard_error: number | null
  posterior: number[] | null
  subject_gains: { subjectId: number; weight: number }[] | null
  computed_at: Date
}

/**
 * The fresher of the last calibration's estimate and one computed now from the student's progress: the stored one
 * (exact first answers) while the progress knows no more calibrated questions than it counted, otherwise the new
 * one, with the same minimum of ABILITY_MIN_ITEMS answers and the same subjects' gains as the calibration's.
 */
export function freshestEstimate(
  stored: Estimate | undefined,
  responses: readonly CalibratedResponse[],
  now: Date,
): Estimate | undefined {
  if (responses.length === 0 || responses.length <= (stored?.items ?? 0)) return stored
  const estimate: Estimate = {
    items: responses.length,
    theta: null,
    standard_error: null,
    posterior: null,
    subject_gains: null,
    computed_at: now,
  }
  if (responses.length < ABILITY_MIN_ITEMS) return estimate
  const posterior = posteriorOfLogLikelihoods(
    weights,
    responses.map((response) => response.logLikelihood),
  )
  const { theta, se } = eap(nodes, posterior)
  const missed = responses
    .filter((r) => !r.hit)
    .map((r) => ({ subjectId: r.subjectId, item: { a: r.a, b: r.b, c: r.c } satisfies ItemParams }))
  return {
    ...estimate,
    theta,
    standard_error: se,
    posterior: Array.from(posterior),
    subject_gains: subjectGains(theta, missed),
  }
}
