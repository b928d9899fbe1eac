import { type ItemParams, itemInformation, probability, SCORE_INTERVAL_LEVEL } from './irt.ts'

/**
 * A student's ability and what it predicts on an exam (decision 0059): the posterior over the quadrature nodes, its
 * mean (EAP) and standard deviation, the exact distribution of the number right on a set of items (Lord-Wingersky),
 * the chance of reaching a passing mark and the expected score with an interval, both integrating over the posterior.
 */

/** One answer: the item's parameters and whether it was right. */
export interface ScoredResponse extends ItemParams {
  hit: boolean
}

/** An item's log-likelihood at each node, answered right and answered wrong. */
export interface ItemLogLikelihood {
  right: Float64Array
  wrong: Float64Array
}

/**
 * The item's log-likelihoods at the nodes: computed once per item and calibration by a caller that reads many
 * posteriors (the proficiency report), a posterior is then only sums.
 */
export function itemLogLikelihood(nodes: Float64Array, item: ItemParams): ItemLogLikelihood {
  const right = new Float64Array(nodes.length)
  const wrong = new Float64Array(nodes.length)
  for (let q = 0; q < nodes.length; q++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(nodes[q] as number, item)))
    right[q] = Math.log(p)
    wrong[q] = Math.log(1 - p)
  }
  return { right, wrong }
}

/** The posterior over the nodes (prior `weights`) given each response's log-likelihoods at the nodes; sums to 1. */
export function posteriorOfLogLikelihoods(
  weights: Float64Array,
  responses: readonly Float64Array[],
): Float64Array {
  const Q = weights.length
  const log = new Float64Array(Q)
  for (let q = 0; q < Q; q++) log[q] = Math.log(weights[q] as number)
  for (const response of responses) {
    for (let q = 0; q < Q; q++) log[q] = (log[q] as number) + (response[q] as number)
  }
  let max = Number.NEGATIVE_INFINITY
  for (let q = 0; q < Q; q++) max = Math.max(max, log[q] as number)
  let sum = 0
  for (let q = 0; q < Q; q++) {
    log[q] = Math.exp((log[q] as number) - max)
    sum += log[q] as number
  }
  for (let q = 0; q < Q; q++) log[q] = (log[q] as number) / sum
  return log
}

/** The posterior over the nodes (prior `weights`, the standard normal) given the responses; sums to 1. */
export function abilityPosterior(
  nodes: Float64Array,
  weights: Float64Array,
  responses: readonly ScoredResponse[],
): Float64Array {
  return posteriorOfLogLikelihoods(
    weights,
    responses.map((response) => {
      const likelihood = itemLogLikelihood(nodes, response)
      return response.hit ? likelihood.right : likelihood.wrong
    }),
  )
}

/** EAP (the posterior's mean) and its standard error (the posterior's standard deviation). */
export function eap(nodes: Float64Array, posterior: ArrayLike<number>): { theta: number; se: number } {
  let mean = 0
  let total = 0
  for (let q = 0; q < nodes.length; q++) {
    mean += (nodes[q] as number) * (posterior[q] as number)
    total += posterior[q] as number
  }
  mean /= total
  let variance = 0
  for (let q = 0; q < nodes.length; q++) {
    const d = (nodes[q] as number) - mean
    variance += d * d * (posterior[q] as number)
  }
  return { theta: mean, se: Math.sqrt(variance / total) }
}

/**
 * Lord-Wingersky recursion: the exact distribution of the number right, given each item's probability of a right
 * answer (independent given θ). Entry k is P(number right = k), k = 0 … n.
 */
export function numberRightDistribution(probabilities: ArrayLike<number>): Float64Array {
  const n = probabilities.length
  const dist = new Float64Array(n + 1)
  dist[0] = 1
  for (let j = 0; j < n; j++) {
    const p = probabilities[j] as number
    for (let k = j + 1; k >= 1; k--) dist[k] = (dist[k] as number) * (1 - p) + (dist[k - 1] as number) * p
    dist[0] = (dist[0] as number) * (1 - p)
  }
  return dist
}

/** The questions right a passing mark (a percentage) asks of `items` questions: ⌈mark·n/100⌉. */
export const rightsNeeded = (passMark: number, items: number): number =>
  Math.ceil((passMark * items) / 100 - 1e-9)

/** P(number right ≥ needed | θ) on the items. */
export function passingProbabilityAt(theta: number, items: readonly ItemParams[], needed: number): number {
  const dist = numberRightDistribution(items.map((item) => probability(theta, item)))
  let p = 0
  for (let k = Math.max(0, needed); k < dist.length; k++) p += dist[k] as number
  return Math.min(1, p)
}

/** The chance of reaching `passMark` (%) on the items, integrating the number right's law over the posterior. */
export function passingChance(
  nodes: Float64Array,
  posterior: ArrayLike<number>,
  items: readonly ItemParams[],
  passMark: number,
): number {
  return passingChanceOn(examCurves(nodes, items, passMark), posterior)
}

/** The expected percentage right on the items at θ (the test characteristic curve, in %). */
export function expectedPercentAt(theta: number, items: readonly ItemParams[]): number {
  let sum = 0
  for (const item of items) sum += probability(theta, item)
  return (100 * sum) / items.length
}

/**
 * The θ below which a share `p` of the posterior lies, the mass of each node spread evenly over its cell (half a
 * spacing either side), so the quantile moves smoothly rather than jumping from node to node.
 */
export function posteriorQuantile(nodes: Float64Array, posterior: ArrayLike<number>, p: number): number {
  const Q = nodes.length
  const h = Q > 1 ? (nodes[1] as number) - (nodes[0] as number) : 1
  let below = 0
  for (let q = 0; q < Q; q++) {
    const w = posterior[q] as number
    if (below + w >= p && w > 0) return (nodes[q] as number) - h / 2 + (h * (p - below)) / w
    below += w
  }
  return (nodes[Q - 1] as number) + h / 2
}

/**
 * An exam's curves on the quadrature nodes, for scoring many posteriors against the same exam (a report's weeks):
 * at each node the expected percentage right and, with a passing mark, P(number right ≥ the marks needed). Each
 * costs a pass over the items (the number right's law, quadratic in them), done once here rather than per posterior.
 */
export interface ExamCurves {
  nodes: Float64Array
  items: readonly ItemParams[]
  percent: Float64Array
  pass: Float64Array | null
}

export function examCurves(
  nodes: Float64Array,
  items: readonly ItemParams[],
  passMark: number | null,
): ExamCurves {
  const needed = passMark === null ? 0 : rightsNeeded(passMark, items.length)
  return {
    nodes,
    items,
    percent: nodes.map((theta) => expectedPercentAt(theta, items)),
    pass: passMark === null ? null : nodes.map((theta) => passingProbabilityAt(theta, items, needed)),
  }
}

/** passingChance on an exam's curves (made with a passing mark). */
export function passingChanceOn(curves: ExamCurves, posterior: ArrayLike<number>): number {
  if (!curves.pass) throw new Error('passingChanceOn: the curves were made without a passing mark')
  let chance = 0
  for (let q = 0; q < curves.nodes.length; q++) {
    const w = posterior[q] as number
    if (w > 1e-12) chance += w * (curves.pass[q] as number)
  }
  return Math.min(1, chance)
}

/**
 * The estimated score: the expected percentage right integrated over the posterior, and its central `level`
 * interval, the same quantiles of the expected percentage under the posterior. The expected percentage grows with θ,
 * so its quantiles are the curve at the posterior's quantiles of θ. The interval carries the ability's uncertainty,
 * not the luck of one sitting (the chance of passing counts that, through the number right's exact law).
 */
export function estimatedScore(
  nodes: Float64Array,
  posterior: ArrayLike<number>,
  items: readonly ItemParams[],
  level = SCORE_INTERVAL_LEVEL,
): { expected: number; low: number; high: number } {
  return estimatedScoreOn(examCurves(nodes, items, null), posterior, level)
}

/** estimatedScore on an exam's curves. */
export function estimatedScoreOn(
  curves: ExamCurves,
  posterior: ArrayLike<number>,
  level = SCORE_INTERVAL_LEVEL,
): { expected: number; low: number; high: number } {
  const { nodes, items } = curves
  let expected = 0
  for (let q = 0; q < nodes.length; q++) {
    const w = posterior[q] as number
    if (w > 1e-12) expected += w * (curves.percent[q] as number)
  }
  const tail = (1 - level) / 2
  return {
    expected,
    low: expectedPercentAt(posteriorQuantile(nodes, posterior, tail), items),
    high: expectedPercentAt(posteriorQuantile(nodes, posterior, 1 - tail), items),
  }
}

/**
 * The subjects that would raise the estimate most: per subject, the information at θ of the calibrated questions
 * the student got wrong, as shares (0-100) of the total, the largest `limit` first.
 */
export function subjectGains(
  theta: number,
  missed: readonly { subjectId: number; item: ItemParams }[],
  limit = 5,
): { subjectId: number; weight: number }[] {
  const bySubject = new Map<number, number>()
  let total = 0
  for (const { subjectId, item } of missed) {
    const info = itemInformation(theta, item)
    bySubject.set(subjectId, (bySubject.get(subjectId) ?? 0) + info)
    total += info
  }
  if (total <= 0) return []
  return [...bySubject]
    .map(([subjectId, info]) => ({ subjectId, weight: (100 * info) / total }))
    .sort((x, y) => y.weight - x.weight || x.subjectId - y.subjectId)
    .slice(0, limit)
}
