import { quadrature } from './irt.ts'

/**
 * Calibration by marginal maximum likelihood (decision 0059): EM over fixed quadrature nodes with a standard normal
 * ability distribution (Bock-Aitkin); the M-step maximizes each item's expected log-likelihood plus the log of weak
 * priors (MAP), by Fisher scoring on (log a, b); c stays at 1/k.
 */

/** log a ~ N(0, 0.5²) (BILOG-MG's default lognormal prior on a) and b ~ N(0, 2²). */
export const PRIOR_LOG_A_MEAN = 0
export const PRIOR_LOG_A_SD = 0.5
export const PRIOR_B_MEAN = 0
export const PRIOR_B_SD = 2
/** EM stops when no a or b moved more than this in an iteration, or after MAX_EM_ITERATIONS. */
export const CONVERGENCE_TOLERANCE = 1e-3
export const MAX_EM_ITERATIONS = 300
/** Fisher scoring steps per item in each M-step (EM needs no exact maximum until the end). */
const M_STEPS = 3
/** Bounds that keep a diverging item finite (the priors keep sane ones far inside them). */
const LOG_A_MIN = Math.log(0.02)
const LOG_A_MAX = Math.log(8)
const B_LIMIT = 8
/** P is kept inside (EPS, 1 − EPS) so logarithms stay finite. */
const EPS = 1e-9

/**
 * First answers grouped by student (compressed rows): the answers of student s are positions
 * personStart[s] … personStart[s + 1] − 1 of `item` (the item's index) and `hit` (1 right, 0 wrong).
 */
export interface ResponseMatrix {
  personStart: Int32Array
  item: Int32Array
  hit: Uint8Array
}

export interface CalibrationResult {
  a: Float64Array
  b: Float64Array
  iterations: number
  converged: boolean
  /** The marginal log-likelihood at the last E-step. */
  logLikelihood: number
}

export interface CalibrationOptions {
  nodes?: Float64Array
  weights?: Float64Array
  tolerance?: number
  maxIterations?: number
}

/** Builds the compressed rows from parallel (person, item, hit) arrays in any order. */
export function responseMatrix(
  persons: number,
  person: ArrayLike<number>,
  item: ArrayLike<number>,
  hit: ArrayLike<number>,
): ResponseMatrix {
  const n = person.length
  const personStart = new Int32Array(persons + 1)
  for (let r = 0; r < n; r++) (personStart[(person[r] as number) + 1] as number)++
  for (let s = 0; s < persons; s++)
    personStart[s + 1] = (personStart[s + 1] as number) + (personStart[s] as number)
  const fill = personStart.slice(0, persons)
  const items = new Int32Array(n)
  const hits = new Uint8Array(n)
  for (let r = 0; r < n; r++) {
    const at = (fill[person[r] as number] as number)++
    items[at] = item[r] as number
    hits[at] = hit[r] as number
  }
  return { personStart, item: items, hit: hits }
}

/** log P and log(1 − P) of every item at every node, item-major (item·Q + q). */
function logTables(a: Float64Array, b: Float64Array, c: Float64Array, nodes: Float64Array) {
  const Q = nodes.length
  const logP = new Float64Array(a.length * Q)
  const logQ = new Float64Array(a.length * Q)
  for (let j = 0; j < a.length; j++) {
    const aj = a[j] as number
    const bj = b[j] as number
    const cj = c[j] as number
    for (let q = 0; q < Q; q++) {
      let p = cj + (1 - cj) / (1 + Math.exp(-aj * ((nodes[q] as number) - bj)))
      p = Math.min(1 - EPS, Math.max(EPS, p))
      logP[j * Q + q] = Math.log(p)
      logQ[j * Q + q] = Math.log(1 - p)
    }
  }
  return { logP, logQ }
}

/**
 * Each student's posterior over the nodes given the items' log tables: `visit(s, posterior)` with the posterior
 * normalized (the buffer is reused: copy what you keep). Returns the marginal log-likelihood.
 */
export function forEachPosterior(
  matrix: ResponseMatrix,
  logP: Float64Array,
  logQ: Float64Array,
  weights: Float64Array,
  visit: (person: number, posterior: Float64Array) => void,
): number {
  const Q = weights.length
  const logW = weights.map(Math.log)
  const post = new Float64Array(Q)
  const persons = matrix.personStart.length - 1
  let total = 0
  for (let s = 0; s < persons; s++) {
    post.set(logW)
    const end = matrix.personStart[s + 1] as number
    for (let r = matrix.personStart[s] as number; r < end; r++) {
      const table = matrix.hit[r] ? logP : logQ
      const base = (matrix.item[r] as number) * Q
      for (let q = 0; q < Q; q++) post[q] = (post[q] as number) + (table[base + q] as number)
    }
    let max = Number.NEGATIVE_INFINITY
    for (let q = 0; q < Q; q++) if ((post[q] as number) > max) max = post[q] as number
    let sum = 0
    for (let q = 0; q < Q; q++) {
      const e = Math.exp((post[q] as number) - max)
      post[q] = e
      sum += e
    }
    for (let q = 0; q < Q; q++) post[q] = (post[q] as number) / sum
    total += max + Math.log(sum)
    visit(s, post)
  }
  return total
}

/** The items' log tables at the nodes, for forEachPosterior. */
export const itemLogTables = logTables

/** One item's MAP M-step: Fisher scoring on (α = log a, b) from the expected counts n_q and rights r_q. */
function maximizeItem(
  alpha: number,
  b: number,
  c: number,
  nodes: Float64Array,
  n: Float64Array,
  r: Float64Array,
  base: number,
): [number, number] {
  const Q = nodes.length
  for (let step = 0; step < M_STEPS; step++) {
    const a = Math.exp(alpha)
    let gA = -(alpha - PRIOR_LOG_A_MEAN) / (PRIOR_LOG_A_SD * PRIOR_LOG_A_SD)
    let gB = -(b - PRIOR_B_MEAN) / (PRIOR_B_SD * PRIOR_B_SD)
    let iAA = 1 / (PRIOR_LOG_A_SD * PRIOR_LOG_A_SD)
    let iAB = 0
    let iBB = 1 / (PRIOR_B_SD * PRIOR_B_SD)
    for (let q = 0; q < Q; q++) {
      const nq = n[base + q] as number
      if (nq <= 0) continue
      const d = (nodes[q] as number) - b
      const sig = 1 / (1 + Math.exp(-a * d))
      const p = Math.min(1 - EPS, Math.max(EPS, c + (1 - c) * sig))
      const dpdz = (1 - c) * sig * (1 - sig)
      const pq = p * (1 - p)
      const score = ((r[base + q] as number) - nq * p) * (dpdz / pq)
      const w = (nq * dpdz * dpdz) / pq
      const zA = a * d
      gA += score * zA
      gB -= score * a
      iAA += w * zA * zA
      iAB -= w * zA * a
      iBB += w * a * a
    }
    const det = iAA * iBB - iAB * iAB
    if (!(det > 0)) break
    let dA = (iBB * gA - iAB * gB) / det
    let dB = (iAA * gB - iAB * gA) / det
    // A step longer than 1 on either scale is cut (early iterations far from the maximum).
    const longest = Math.max(Math.abs(dA), Math.abs(dB))
    if (longest > 1) {
      dA /= longest
      dB /= longest
    }
    alpha = Math.min(LOG_A_MAX, Math.max(LOG_A_MIN, alpha + dA))
    b = Math.min(B_LIMIT, Math.max(-B_LIMIT, b + dB))
    if (longest < 1e-6) break
  }
  return [alpha, b]
}

/**
 * Calibrates every item of the matrix (`c` the items' fixed guessing parameters). Starts at a = 1 and b from the
 * item's share right (the logit of its share above c, negated), then alternates E- and M-steps.
 */
export function calibrate(
  matrix: ResponseMatrix,
  c: Float64Array,
  options: CalibrationOptions = {},
): CalibrationResult {
  const grid = options.nodes && options.weights ? null : quadrature()
  const nodes = options.nodes ?? (grid as { nodes: Float64Array }).nodes
  const weights = options.weights ?? (grid as { weights: Float64Array }).weights
  const tolerance = options.tolerance ?? CONVERGENCE_TOLERANCE
  const maxIterations = options.maxIterations ?? MAX_EM_ITERATIONS
  const J = c.length
  const Q = nodes.length
  const a = new Float64Array(J).fill(1)
  const b = new Float64Array(J)
  const seen = new Float64Array(J)
  const right = new Float64Array(J)
  for (let r = 0; r < matrix.item.length; r++) {
    const j = matrix.item[r] as number
    seen[j] = (seen[j] as number) + 1
    right[j] = (right[j] as number) + (matrix.hit[r] as number)
  }
  for (let j = 0; j < J; j++) {
    const cj = c[j] as number
    const share = ((right[j] as number) + 0.5) / ((seen[j] as number) + 1)
    const above = Math.min(0.98, Math.max(0.02, (share - cj) / (1 - cj)))
    b[j] = -Math.log(above / (1 - above))
  }
  const n = new Float64Array(J * Q)
  const rq = new Float64Array(J * Q)
  let iterations = 0
  let converged = false
  let logLikelihood = 0
  while (iterations < maxIterations && !converged) {
    iterations++
    const { logP, logQ } = logTables(a, b, c, nodes)
    n.fill(0)
    rq.fill(0)
    logLikelihood = forEachPosterior(matrix, logP, logQ, weights, (s, post) => {
      const end = matrix.personStart[s + 1] as number
      for (let r = matrix.personStart[s] as number; r < end; r++) {
        const base = (matrix.item[r] as number) * Q
        if (matrix.hit[r])
          for (let q = 0; q < Q; q++) rq[base + q] = (rq[base + q] as number) + (post[q] as number)
        for (let q = 0; q < Q; q++) n[base + q] = (n[base + q] as number) + (post[q] as number)
      }
    })
    let change = 0
    for (let j = 0; j < J; j++) {
      const [alpha, bj] = maximizeItem(
        Math.log(a[j] as number),
        b[j] as number,
        c[j] as number,
        nodes,
        n,
        rq,
        j * Q,
      )
      const aj = Math.exp(alpha)
      change = Math.max(change, Math.abs(aj - (a[j] as number)), Math.abs(bj - (b[j] as number)))
      a[j] = aj
      b[j] = bj
    }
    converged = change < tolerance
  }
  return { a, b, iterations, converged, logLikelihood }
}
