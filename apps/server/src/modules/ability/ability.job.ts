import {
  ABILITY_MIN_ITEMS,
  calibrate,
  eap,
  forEachPosterior,
  type ItemParams,
  itemLogTables,
  quadrature,
  subjectGains,
} from '@gabarito/core'

/**
 * The calibration's computation (decision 0059), run in the ability worker (ability.worker.mjs) so the server's
 * event loop keeps answering: the items' parameters by EM, then every student's posterior, EAP, standard error and
 * the subjects that would raise the estimate most. Everything crosses the thread as typed arrays and JSON text.
 */

export interface CalibrationInput {
  /** First answers grouped by student (core's ResponseMatrix), items as indexes into `c` and `subject`. */
  personStart: Int32Array
  item: Int32Array
  hit: Uint8Array
  c: Float64Array
  subject: Int32Array
  /** The students' ids in the matrix's order. */
  userIds: Int32Array
  /** Stops the EM after this many iterations (core's MAX_EM_ITERATIONS when left out): the benchmarks' data sets. */
  maxIterations?: number
}

/** One student's estimate as ability_estimates stores it (theta and posterior null below the minimum). */
export interface EstimateRow {
  user_id: number
  items: number
  theta: number | null
  se: number | null
  posterior: number[] | null
  gains: { subjectId: number; weight: number }[] | null
}

export interface CalibrationOutput {
  a: Float64Array
  b: Float64Array
  iterations: number
  converged: boolean
  /** The students' estimates as JSON arrays of EstimateRow, ESTIMATE_BATCH a piece (one insert each). */
  estimateBatches: string[]
}

export const ESTIMATE_BATCH = 2000

export function runCalibration(input: CalibrationInput): CalibrationOutput {
  const { nodes, weights } = quadrature()
  const matrix = { personStart: input.personStart, item: input.item, hit: input.hit }
  const result = calibrate(matrix, input.c, {
    nodes,
    weights,
    ...(input.maxIterations !== undefined && { maxIterations: input.maxIterations }),
  })
  const params: ItemParams[] = Array.from(input.c, (c, j) => ({
    a: result.a[j] as number,
    b: result.b[j] as number,
    c,
  }))
  const { logP, logQ } = itemLogTables(result.a, result.b, input.c, nodes)
  const rows: EstimateRow[] = []
  forEachPosterior(matrix, logP, logQ, weights, (s, posterior) => {
    const start = input.personStart[s] as number
    const items = (input.personStart[s + 1] as number) - start
    const row: EstimateRow = {
      user_id: input.userIds[s] as number,
      items,
      theta: null,
      se: null,
      posterior: null,
      gains: null,
    }
    if (items >= ABILITY_MIN_ITEMS) {
      const { theta, se } = eap(nodes, posterior)
      const missed: { subjectId: number; item: ItemParams }[] = []
      for (let r = start; r < start + items; r++) {
        if (input.hit[r]) continue
        const j = input.item[r] as number
        missed.push({ subjectId: input.subject[j] as number, item: params[j] as ItemParams })
      }
      row.theta = theta
      row.se = se
      // Six significant digits, and 0 under 1e-30: the column is real (single precision), which refuses less.
      row.posterior = Array.from(posterior, (p) => (p < 1e-30 ? 0 : Number(p.toPrecision(6))))
      row.gains = subjectGains(theta, missed).map((g) => ({ ...g, weight: Number(g.weight.toFixed(3)) }))
    }
    rows.push(row)
  })
  const estimateBatches: string[] = []
  for (let i = 0; i < rows.length; i += ESTIMATE_BATCH)
    estimateBatches.push(JSON.stringify(rows.slice(i, i + ESTIMATE_BATCH)))
  return {
    a: result.a,
    b: result.b,
    iterations: result.iterations,
    converged: result.converged,
    estimateBatches,
  }
}
