import { describe, expect, it } from 'vitest'
import {
  areParametersExtreme,
  guessingOf,
  itemInformation,
  normalOnNodes,
  probability,
  quadrature,
} from '../src/irt.ts'
import {
  abilityPosterior,
  eap,
  estimatedScore,
  expectedPercentAt,
  numberRightDistribution,
  passingChance,
  passingProbabilityAt,
  posteriorQuantile,
  rightsNeeded,
  subjectGains,
} from '../src/irt-ability.ts'
import { calibrate, responseMatrix } from '../src/irt-calibration.ts'
import { pearson } from '../src/item-stats.ts'

/** mulberry32, so the simulated data are the same at every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())

describe('the 3PL model (decision 0059)', () => {
  it('has c = 1/k as its floor, 1 as its ceiling and (1 + c)/2 at θ = b', () => {
    const item = { a: 1.2, b: 0.5, c: guessingOf(5) }
    expect(item.c).toBe(0.2)
    expect(guessingOf(1)).toBe(0)
    expect(probability(0.5, item)).toBeCloseTo(0.6, 12)
    expect(probability(-40, item)).toBeCloseTo(0.2, 10)
    expect(probability(40, item)).toBeCloseTo(1, 10)
  })

  it('gives the information a²(P − c)²/(1 − c)²·Q/P, largest near b, zero far away', () => {
    const item = { a: 1.5, b: 0, c: 0.25 }
    const p = probability(0.3, item)
    expect(itemInformation(0.3, item)).toBeCloseTo((2.25 * ((p - 0.25) / 0.75) ** 2 * (1 - p)) / p, 12)
    expect(itemInformation(0.2, item)).toBeGreaterThan(itemInformation(2, item))
    expect(itemInformation(-30, item)).toBeCloseTo(0, 8)
  })

  it('uses 41 nodes on -4..4 with standard normal weights summing to 1', () => {
    const { nodes, weights } = quadrature()
    expect(nodes.length).toBe(41)
    expect([nodes[0], nodes[20], nodes[40]]).toEqual([-4, 0, 4])
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12)
    expect(eap(nodes, weights).theta).toBeCloseTo(0, 12)
    expect(eap(nodes, weights).se).toBeCloseTo(1, 3)
    expect(eap(nodes, normalOnNodes(nodes, 0.7, 0.4)).theta).toBeCloseTo(0.7, 3)
  })

  it('flags a under 0.2 or b outside -4..4', () => {
    expect([0.19, 0.2].map((a) => areParametersExtreme({ a, b: 0 }))).toEqual([true, false])
    expect([-4.01, 4, 4.01].map((b) => areParametersExtreme({ a: 1, b }))).toEqual([true, false, true])
  })
})

describe('the number right and the chance of passing', () => {
  it('Lord-Wingersky gives the exact law of the number right (checked by enumerating every pattern)', () => {
    const ps = [0.9, 0.3, 0.55, 0.7, 0.12]
    const brute = new Array(ps.length + 1).fill(0)
    for (let mask = 0; mask < 1 << ps.length; mask++) {
      let p = 1
      let k = 0
      ps.forEach((pj, j) => {
        const right = (mask >> j) & 1
        p *= right ? pj : 1 - pj
        k += right
      })
      brute[k] += p
    }
    const dist = numberRightDistribution(ps)
    expect(Array.from(dist, (p) => p.toFixed(12))).toEqual(brute.map((p) => p.toFixed(12)))
  })

  it('needs ⌈mark·n/100⌉ questions right and integrates the chance over the posterior', () => {
    expect(rightsNeeded(60, 10)).toBe(6)
    expect(rightsNeeded(61, 10)).toBe(7)
    expect(rightsNeeded(70, 10)).toBe(7)
    const items = [-1, -0.5, 0, 0.5, 1].map((b) => ({ a: 1, b, c: 0.2 }))
    const { nodes } = quadrature()
    // All the posterior on the node θ = 0.2: the chance is the number right's law there.
    const point = normalOnNodes(nodes, 0.2, 1e-9)
    expect(passingChance(nodes, point, items, 60)).toBeCloseTo(passingProbabilityAt(0.2, items, 3), 12)
    // A wider posterior pulls a likely pass towards one half.
    const sharp = passingChance(nodes, normalOnNodes(nodes, 1.5, 0.1), items, 60)
    const wide = passingChance(nodes, normalOnNodes(nodes, 1.5, 1.5), items, 60)
    expect(sharp).toBeGreaterThan(wide)
    expect(passingChance(nodes, normalOnNodes(nodes, 0, 1), items, 0)).toBeCloseTo(1, 12)
  })

  it('gives the expected % with an 80% interval from the posterior’s quantiles', () => {
    const items = [-1, 0, 1].map((b) => ({ a: 1.3, b, c: 0.25 }))
    const { nodes } = quadrature()
    const posterior = normalOnNodes(nodes, 0.5, 0.3)
    const median = posteriorQuantile(nodes, posterior, 0.5)
    expect(median).toBeCloseTo(0.5, 1)
    expect(posteriorQuantile(nodes, posterior, 0.1)).toBeCloseTo(0.5 - 1.2816 * 0.3, 1)
    const score = estimatedScore(nodes, posterior, items)
    expect(score.low).toBeLessThan(score.expected)
    expect(score.high).toBeGreaterThan(score.expected)
    expect(score.expected).toBeCloseTo(expectedPercentAt(0.5, items), 0)
    const narrow = estimatedScore(nodes, normalOnNodes(nodes, 0.5, 0.1), items)
    expect(narrow.high - narrow.low).toBeLessThan(score.high - score.low)
  })

  it('ranks the subjects by the information of the questions missed', () => {
    const hard = { a: 2, b: 2, c: 0.2 }
    const near = { a: 2, b: 0, c: 0.2 }
    const gains = subjectGains(0, [
      { subjectId: 7, item: hard },
      { subjectId: 3, item: near },
      { subjectId: 3, item: near },
    ])
    expect(gains.map((g) => g.subjectId)).toEqual([3, 7])
    expect(gains.reduce((s, g) => s + g.weight, 0)).toBeCloseTo(100, 10)
    expect(subjectGains(0, [])).toEqual([])
  })
})

describe('calibration by marginal maximum likelihood', () => {
  it('recovers simulated items and abilities', () => {
    const random = prng(32)
    const items = Array.from({ length: 30 }, () => ({
      a: 0.6 + 1.4 * random(),
      b: -2 + 4 * random(),
      c: 0.2,
    }))
    const thetas = Array.from({ length: 1500 }, () => normal(random))
    const person: number[] = []
    const item: number[] = []
    const hit: number[] = []
    for (const [s, theta] of thetas.entries()) {
      for (const [j, it] of items.entries()) {
        person.push(s)
        item.push(j)
        hit.push(random() < probability(theta, it) ? 1 : 0)
      }
    }
    const matrix = responseMatrix(thetas.length, person, item, hit)
    const result = calibrate(matrix, new Float64Array(items.length).fill(0.2))
    expect(result.converged).toBe(true)
    expect(
      pearson(
        [...result.b],
        items.map((i) => i.b),
      ),
    ).toBeGreaterThan(0.95)
    expect(
      pearson(
        [...result.a],
        items.map((i) => i.a),
      ),
    ).toBeGreaterThan(0.7)
    const { nodes, weights } = quadrature()
    const fitted = items.map((_, j) => ({ a: result.a[j] as number, b: result.b[j] as number, c: 0.2 }))
    const estimates = thetas.map((_, s) =>
      eap(
        nodes,
        abilityPosterior(
          nodes,
          weights,
          fitted.map((f, j) => ({ ...f, hit: hit[s * 30 + j] === 1 })),
        ),
      ),
    )
    expect(
      pearson(
        estimates.map((e) => e.theta),
        thetas,
      ),
    ).toBeGreaterThan(0.85)
  })

  it('keeps an item that everyone got right finite (the priors)', () => {
    const person = [0, 1, 2, 3, 0, 1, 2, 3]
    const item = [0, 0, 0, 0, 1, 1, 1, 1]
    const hit = [1, 1, 1, 1, 0, 1, 0, 1]
    const result = calibrate(responseMatrix(4, person, item, hit), new Float64Array([0.25, 0.25]))
    for (const v of [...result.a, ...result.b]) expect(Number.isFinite(v)).toBe(true)
    expect(result.b[0]).toBeLessThan(result.b[1] as number)
  })
})
