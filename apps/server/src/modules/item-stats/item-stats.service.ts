import { messages } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { fieldError } from '../../lib/errors.ts'
import { calibrateCourse } from '../ability/ability.service.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { courseExists } from '../courses/courses.service.ts'
import {
  computeCourseStats,
  coursesDue,
  lastRunAt,
  lockCourseRun,
  type RunSummary,
  writeRun,
} from './item-stats.repo.ts'

export interface RunOutcome extends RunSummary {
  courseId: number
  computedAt: Date
  durationMs: number
}

type RunDeps = Pick<Deps, 'db' | 'clock'>

/**
 * Computes one course's item statistics (decision 0024) in one transaction under the course's run lock. With
 * `dueBefore` (the periodic job) it gives up when another instance holds the lock or has computed them since.
 */
async function runCourse(
  deps: RunDeps,
  courseId: number,
  options: { caller?: Caller; dueBefore?: Date },
): Promise<RunOutcome | null> {
  return deps.db.transaction(async (tx) => {
    const periodic = options.dueBefore !== undefined
    if (!(await lockCourseRun(tx, courseId, !periodic))) return null
    if (options.dueBefore) {
      const last = await lastRunAt(tx, courseId)
      if (last && last >= options.dueBefore) return null
    }
    const started = performance.now()
    const computedAt = deps.clock()
    const summary = await computeCourseStats(tx, courseId, computedAt)
    const durationMs = Math.round(performance.now() - started)
    await writeRun(tx, courseId, computedAt, summary, durationMs)
    const outcome = { courseId, computedAt, durationMs, ...summary }
    if (options.caller)
      await recordAudit(tx, options.caller, {
        action: 'recalcular',
        entity: 'estatisticas_das_questoes',
        entityId: courseId,
        after: runJson(outcome),
      })
    return outcome
  })
}

const runJson = (o: RunOutcome) => ({
  modulo_id: o.courseId,
  calculadas_em: o.computedAt.toISOString(),
  perguntas: o.questions,
  respostas: o.answers,
  alunos: o.students,
  duracao_ms: o.durationMs,
})

/**
 * `POST /admin/estatisticas/recalcular { modulo_id }`: computes the course's statistics now, then calibrates its
 * items and its students' abilities (issue 32, in the ability worker), and answers when both are done.
 */
export async function recalculateItemStats(deps: RunDeps, caller: Caller, courseId: number) {
  requirePermission(caller, 'item-stats.review')
  if (!(await courseExists(deps.db, courseId))) throw fieldError('modulo_id', messages.courseNotFound)
  const outcome = await runCourse(deps, courseId, { caller })
  const calibracao = await calibrateCourse(deps, courseId, caller)
  return { ...runJson(outcome as RunOutcome), calibracao }
}

/**
 * The periodic job's pass: every course whose statistics are older than `maxAgeHours` is computed again, one at
 * a time, each followed by its calibration; a course another instance is computing is skipped. Returns the
 * courses computed.
 */
export async function recalculateDueCourses(deps: RunDeps, maxAgeHours: number): Promise<number[]> {
  const dueBefore = new Date(deps.clock().getTime() - maxAgeHours * 3600_000)
  const done: number[] = []
  for (const courseId of await coursesDue(deps.db, dueBefore)) {
    if (!(await runCourse(deps, courseId, { dueBefore }))) continue
    // The calibration follows the statistics (issue 32): the instance that computed them calibrates.
    await calibrateCourse(deps, courseId)
    done.push(courseId)
  }
  return done
}
