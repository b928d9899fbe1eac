import {
  ABILITY_MIN_ITEMS,
  abilityPosterior,
  eap,
  type ItemParams,
  quadrature,
  type ScoredResponse,
  subjectGains,
} from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'

// Issue 47, item 4 (decision 0070): a student's estimate follows their answers between two calibrations. The items'
// parameters change only at a calibration, but one student's EAP from them is a few hundred multiplications: it is
// computed when the report is read, from the student's progress rows (found by their keys), never
// on the answer's path and never from the answers table.

const { nodes, weights } = quadrature()

interface CalibratedResponse extends ScoredResponse {
  subjectId: number
}

/**
 * The caller's answered questions of the course that have parameters, with the first answer's outcome as the
 * progress row tells it: right when every answer to it was right, a miss otherwise (a question answered more than
 * once mostly is redone after a miss; the next calibration reads the exact first answers).
 */
export function calibratedResponses(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<CalibratedResponse[]> {
  return parsedRows(
    db,
    // Joined through the question's subject, so that the progress row is found by its whole key: with few calibrated
    // items, one probe each instead of every progress row of a heavy student (7 ms instead of 11 at 40 million).
    sql`select p.a, p.b, p.c, g.subject_id as "subjectId", g.hits = g.answers as hit
        from item_parameters p join questions q on q.id = p.question_id
          join question_progress g on g.user_id = ${userId} and g.subject_id = q.subject_id
            and g.question_id = p.question_id
        where p.course_id = ${courseId} and g.answers > 0`,
    z.object({ a: z.number(), b: z.number(), c: z.number(), subjectId: z.number(), hit: z.boolean() }),
  )
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
  const posterior = abilityPosterior(nodes, weights, responses)
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
