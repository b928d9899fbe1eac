/**
 * Item response theory (issue 32, decision 0059): the three-parameter logistic model with the guessing parameter
 * fixed at 1/k, on the logistic metric (no 1.7 scaling constant), and the quadrature every estimate shares. Pure, on
 * typed arrays, so the server's calibration worker, its reports and the tests compute the same numbers.
 */

/** A student needs this many first answers to calibrated questions before an ability is estimated. */
export const ABILITY_MIN_ITEMS = 20
/** A question is calibrated only from this many first answers up. */
export const CALIBRATION_MIN_ANSWERS = 100
/** The quality queue flags calibrated questions with a below this or b outside ±EXTREME_B. */
export const EXTREME_A = 0.2
export const EXTREME_B = 4
/** The quadrature: QUADRATURE_NODES equally spaced points on [-QUADRATURE_RANGE, QUADRATURE_RANGE]. */
export const QUADRATURE_NODES = 41
export const QUADRATURE_RANGE = 4
/** The interval of the estimated score: this central share of the posterior. */
export const SCORE_INTERVAL_LEVEL = 0.8

/** One calibrated question: discrimination, difficulty and the guessing floor 1/k. */
export interface ItemParams {
  a: number
  b: number
  c: number
}

/** Quadrature nodes and their standard normal weights (normalized to sum 1). */
export interface Quadrature {
  nodes: Float64Array
  weights: Float64Array
}

export function quadrature(count = QUADRATURE_NODES, range = QUADRATURE_RANGE): Quadrature {
  const nodes = new Float64Array(count)
  const weights = new Float64Array(count)
  let total = 0
  for (let q = 0; q < count; q++) {
    const x = -range + (2 * range * q) / (count - 1)
    nodes[q] = x
    weights[q] = Math.exp(-0.5 * x * x)
    total += weights[q] as number
  }
  for (let q = 0; q < count; q++) weights[q] = (weights[q] as number) / total
  return { nodes, weights }
}

/** The guessing parameter of a question with k alternatives (0 without alternatives to guess among). */
export const guessingOf = (alternatives: number): number => (alternatives > 1 ? 1 / alternatives : 0)

/** P(right | θ) = c + (1 − c) / (1 + e^(−a(θ − b))). */
export function probability(theta: number, item: ItemParams): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)))
}

/** Fisher information of the item at θ: a²·(P − c)²/(1 − c)² · (1 − P)/P. */
export function itemInformation(theta: number, item: ItemParams): number {
  const p = probability(theta, item)
  const s = (p - item.c) / (1 - item.c)
  return (item.a * item.a * s * s * (1 - p)) / p
}

/** Whether the quality queue flags the parameters (a under 0.2, b outside -4..4). */
export const areParametersExtreme = (item: Pick<ItemParams, 'a' | 'b'>): boolean =>
  item.a < EXTREME_A || Math.abs(item.b) > EXTREME_B

/**
 * A normal N(mean, sd²) discretized on the nodes (weights summing to 1): a past week's posterior, stored as its
 * EAP and standard deviation only.
 */
export function normalOnNodes(nodes: Float64Array, mean: number, sd: number): Float64Array {
  const out = new Float64Array(nodes.length)
  const s = Math.max(sd, 1e-6)
  let total = 0
  for (let q = 0; q < nodes.length; q++) {
    const z = ((nodes[q] as number) - mean) / s
    out[q] = Math.exp(-0.5 * z * z)
    total += out[q] as number
  }
  if (total === 0) {
    // Narrower than the grid's spacing: all the mass on the nearest node.
    let nearest = 0
    for (let q = 1; q < nodes.length; q++)
      if (Math.abs((nodes[q] as number) - mean) < Math.abs((nodes[nearest] as number) - mean)) nearest = q
    out[nearest] = 1
    return out
  }
  for (let q = 0; q < nodes.length; q++) out[q] = (out[q] as number) / total
  return out
}
