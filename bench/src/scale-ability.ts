// The scale data set's item parameters and abilities (issue 32, decision 0059): course 1 calibrated by the product's
// own run (calibrateCourse: first answers, EM and every student's posterior in the ability worker, written in one
// transaction with the week's history), its EM capped so the run fits the generation's time; the heavy student's
// earlier weeks, so the report draws its line.
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { calibrateCourse } from '../../apps/server/src/modules/ability/ability.service.ts'
import type { Job } from './scale-load.ts'
import { HEAVY_STUDENT } from './scale-sizes.ts'

/**
 * EM iterations of the data set's calibration: each passes over every first answer (millions at full size), and the
 * parameters move little after the first few on answers drawn with one difficulty for every question.
 */
export const CALIBRATION_ITERATIONS = 8
/** Weeks of history the proficiency report draws (PROFICIENCY_WEEKS). */
const WEEKS = 26

/** The calibration of course 1 as a job of the bulk load (it reads the answers only), then the heavy student's weeks. */
export function calibrationJob(url: string, log: (line: string) => void): Job {
  return [
    'ability: course 1 calibrated',
    async () => {
      // The first answers are sorted per student: a bulk load's memory, not the server's default.
      const withMemory = new URL(url)
      withMemory.searchParams.set('options', '-c work_mem=1GB')
      const handle = await openDatabase({ url: withMemory.toString(), poolSize: 1 })
      try {
        const run = await calibrateCourse(
          { db: handle.db, clock: () => new Date() },
          1,
          undefined,
          CALIBRATION_ITERATIONS,
        )
        log(
          `ability: ${run.itens} questions, ${run.respostas.toLocaleString('en')} first answers, ${run.alunos.toLocaleString('en')} students, ${run.iteracoes} EM iterations`,
        )
        // Earlier runs' rows: the same error, the ability a little lower each week back, fewer answers counted.
        await handle.db.execute(
          sql`insert into ability_history (user_id, course_id, week, theta, standard_error, items, computed_at)
              select h.user_id, h.course_id, h.week - 7 * k, h.theta - 0.02 * k, h.standard_error,
                     greatest(1, h.items * (${WEEKS} - k) / ${WEEKS}), h.computed_at - k * interval '7 days'
              from ability_history h, generate_series(1, ${WEEKS - 1}) k
              where h.user_id = ${HEAVY_STUDENT} and h.course_id = 1`,
        )
      } finally {
        await handle.close()
      }
    },
  ]
}
