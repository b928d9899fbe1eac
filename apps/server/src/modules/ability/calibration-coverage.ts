import { CALIBRATION_MIN_ANSWERS, QUESTION_STATUS } from '@gabarito/core'
import type { CalibrationCoverage } from '@gabarito/core/contract'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'

/**
 * The course's questions as the last calibration left them (issue 47): the calibrated ones, the others counted by
 * why they are not, as the calibration decides it (decision 0059): an annulled question never is, any other one
 * lacked CALIBRATION_MIN_ANSWERS first answers.
 */
export async function calibrationCoverage(db: Executor, courseId: number): Promise<CalibrationCoverage> {
  const [row] = await parsedRows(
    db,
    sql`select count(p.question_id)::int as calibrated,
               count(*) filter (where p.question_id is null and q.status <> ${QUESTION_STATUS.annulled})::int as few,
               count(*) filter (where p.question_id is null and q.status = ${QUESTION_STATUS.annulled})::int as annulled
        from questions q left join item_parameters p on p.question_id = q.id
        where q.course_id = ${courseId}`,
    z.object({ calibrated: z.number(), few: z.number(), annulled: z.number() }),
  )
  return {
    calibradas: row?.calibrated ?? 0,
    poucas_respostas: row?.few ?? 0,
    anuladas: row?.annulled ?? 0,
    minimo: CALIBRATION_MIN_ANSWERS,
  }
}
