import { guessingOf, messages } from '@gabarito/core'
import type { CalibrationRun, ItemParametersPage, QuestionParameters } from '@gabarito/core/contract'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { fieldError } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { courseExists } from '../courses/courses.service.ts'
import type { CalibrationInput } from './ability.job.ts'
import {
  clearEstimates,
  type FirstAnswers,
  readFirstAnswers,
  replaceItemParameters,
  writeCalibrationRun,
  writeEstimates,
} from './ability.repo.ts'
import { calibrateInWorker } from './ability.worker-host.ts'
import { calibrationCoverage } from './calibration-coverage.ts'
import { findCalibrationRun, findParameters, pageParameters } from './proficiency.repo.ts'

type RunDeps = Pick<Deps, 'db' | 'clock'>

/** The worker's input: the first answers as compressed rows by student, the items by index. */
function calibrationInput(data: FirstAnswers): CalibrationInput {
  const index = new Map(data.items.map((item, j) => [item.questionId, j]))
  const n = data.userId.length
  const userIds: number[] = []
  const starts: number[] = []
  const item = new Int32Array(n)
  for (let r = 0; r < n; r++) {
    if (r === 0 || data.userId[r] !== data.userId[r - 1]) {
      userIds.push(data.userId[r] as number)
      starts.push(r)
    }
    item[r] = index.get(data.questionId[r] as number) as number
  }
  starts.push(n)
  return {
    personStart: Int32Array.from(starts),
    item,
    hit: data.hit,
    c: Float64Array.from(data.items, (i) => guessingOf(i.alternatives)),
    subject: Int32Array.from(data.items, (i) => i.subjectId),
    userIds: Int32Array.from(userIds),
  }
}

/**
 * Calibrates the course (decision 0059): reads the first answers, runs the EM and the students' posteriors in the
 * ability worker (off the event loop), then replaces the parameters, the run and the estimates in one transaction
 * and adds the week's history. With a caller (the staff's POST) the run is audited. `maxIterations` caps the EM for a
 * benchmark's data set, where a full run would not fit the generation's time (the run records `convergiu` false).
 */
export async function calibrateCourse(
  deps: RunDeps,
  courseId: number,
  caller?: Caller,
  maxIterations?: number,
): Promise<CalibrationRun> {
  const started = performance.now()
  const data = await deps.db.transaction((tx) => readFirstAnswers(tx, courseId))
  const answers = data.userId.length
  const input = { ...calibrationInput(data), ...(maxIterations !== undefined && { maxIterations }) }
  const students = input.userIds.length
  const c = Float64Array.from(input.c)
  const output =
    data.items.length > 0
      ? await calibrateInWorker(input)
      : { a: new Float64Array(), b: new Float64Array(), iterations: 0, converged: true, estimateBatches: [] }
  const computedAt = deps.clock()
  const run: CalibrationRun = {
    itens: data.items.length,
    respostas: answers,
    alunos: students,
    iteracoes: output.iterations,
    convergiu: output.converged,
    duracao_ms: 0,
    cobertura: { calibradas: 0, poucas_respostas: 0, anuladas: 0, minimo: 0 },
  }
  await deps.db.transaction(async (tx) => {
    await replaceItemParameters(tx, courseId, computedAt, data.items, { a: output.a, b: output.b, c })
    await clearEstimates(tx, courseId)
    for (const batch of output.estimateBatches) await writeEstimates(tx, courseId, computedAt, batch)
    run.cobertura = await calibrationCoverage(tx, courseId)
    run.duracao_ms = Math.round(performance.now() - started)
    await writeCalibrationRun(tx, courseId, computedAt, {
      items: run.itens,
      answers,
      students,
      iterations: run.iteracoes,
      converged: run.convergiu,
      durationMs: run.duracao_ms,
    })
    if (caller)
      await recordAudit(tx, caller, {
        action: 'calibrar',
        entity: 'parametros_das_questoes',
        entityId: courseId,
        after: run,
      })
  })
  return run
}

/** `GET /admin/perguntas/parametros?modulo_id=`: the course's calibrated questions (DataTables). */
export async function parametersTable(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  request: DataTableBody,
  courseId: number,
): Promise<ItemParametersPage> {
  requirePermission(caller, 'item-stats.review')
  if (!(await courseExists(deps.db, courseId))) throw fieldError('modulo_id', messages.courseNotFound)
  const page = await pageParameters(deps.db, courseId, request)
  return {
    ...page,
    data: page.data.map((p) => ({ pergunta_id: p.questionId, a: p.a, b: p.b, c: p.c, respostas: p.answers })),
  }
}

/** The staff question read's `parametros` (the caller's permission is the read's). */
export async function questionParameters(db: Executor, questionId: number): Promise<QuestionParameters> {
  const row = await findParameters(db, questionId)
  return row
    ? { a: row.a, b: row.b, c: row.c, respostas: row.answers, calculados_em: row.computedAt.toISOString() }
    : null
}

/** The quality screen's line about the calibration (issue 47): when it last ran, what it calibrated and why not. */
export async function calibrationSummary(db: Executor, courseId: number) {
  const [run, coverage] = await Promise.all([
    findCalibrationRun(db, courseId),
    calibrationCoverage(db, courseId),
  ])
  return { calibrada_em: run?.computed_at.toISOString() ?? null, calibracao: coverage }
}
