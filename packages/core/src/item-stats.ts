/**
 * Item statistics and the quality queue's rules (decision 0024), pure so the server's job, the screens and the
 * tests' hand computation read the same numbers. The server computes the statistics in SQL with these constants;
 * the functions below are the same formulas over plain arrays.
 */

/** A question gets discrimination, point-biserials and flags only from this many students' first answers. */
export const ITEM_STATS_MIN_ANSWERS = 50
/** The top and bottom groups of the discrimination index: this share of the question's students each. */
export const ITEM_STATS_GROUP_SHARE = 0.27
/** Facility below LOW or above HIGH is extreme. */
export const FACILITY_LOW = 0.15
export const FACILITY_HIGH = 0.95
/** Open comments (Criada or Em análise) that put a question in the queue. */
export const QUALITY_MIN_OPEN_COMMENTS = 2
/** A dismissed statistics flag comes back when the students counted grow by this factor… */
export const DISMISSAL_ANSWERS_GROWTH = 1.5
/** …or the facility moves by this much, or the key changes. */
export const DISMISSAL_FACILITY_CHANGE = 0.05

/**
 * The reasons a staff member can dismiss with a justification (the database checks review_dismissals against
 * them). `parametros_extremos` (issue 32) is not one: it goes away when a calibration brings the parameters back.
 */
export const DISMISSABLE_QUALITY_REASONS = ['gabarito_suspeito', 'facilidade_extrema', 'comentarios'] as const
export type DismissableQualityReason = (typeof DISMISSABLE_QUALITY_REASONS)[number]
/** Every reason of the queue, most serious first. */
export const QUALITY_REASONS = [...DISMISSABLE_QUALITY_REASONS, 'parametros_extremos'] as const
export type QualityReason = (typeof QUALITY_REASONS)[number]
export const QUALITY_REASON_LABELS: Record<QualityReason, string> = {
  gabarito_suspeito: 'Gabarito suspeito',
  facilidade_extrema: 'Facilidade extrema',
  comentarios: 'Comentários',
  parametros_extremos: 'Parâmetros extremos',
}

/** Size of the top and of the bottom group among `n` students: ⌊0.27·n⌋, at least 1. */
export const groupSize = (n: number): number => Math.max(1, Math.floor(ITEM_STATS_GROUP_SHARE * n))

export const isFacilityExtreme = (facility: number): boolean =>
  facility < FACILITY_LOW || facility > FACILITY_HIGH

/**
 * A probably wrong key: the key's point-biserial is negative, or some distractor's is higher than the key's
 * (a key nobody chose has none, and then any distractor with one is higher).
 */
export function isKeySuspect(keyPointBiserial: number | null, distractors: (number | null)[]): boolean {
  if (keyPointBiserial !== null && keyPointBiserial < 0) return true
  const key = keyPointBiserial ?? Number.NEGATIVE_INFINITY
  return distractors.some((r) => r !== null && r > key)
}

/** One student's first answer to a question, with the student's course score and rest score. */
export interface ItemResponse {
  userId: number
  hit: boolean
  /** Share right over all the student's counted answers in the course (this one included). */
  score: number
  /** Share right over the student's other counted answers in the course; null when this is the only one. */
  rest: number | null
}

/** Facility index: the share of the students right. */
export const facilityIndex = (responses: Pick<ItemResponse, 'hit'>[]): number =>
  responses.length === 0 ? 0 : responses.filter((r) => r.hit).length / responses.length

/**
 * Discrimination index: facility of the top group minus facility of the bottom group, the students ordered by
 * score (highest first, ties by user id ascending), each group groupSize(n) students.
 */
export function discriminationIndex(responses: ItemResponse[]): number {
  const ordered = [...responses].sort((a, b) => b.score - a.score || a.userId - b.userId)
  const g = groupSize(ordered.length)
  return facilityIndex(ordered.slice(0, g)) - facilityIndex(ordered.slice(ordered.length - g))
}

/** Pearson correlation of two equally long series; null when either is constant (or fewer than 2 pairs). */
export function pearson(x: number[], y: number[]): number | null {
  const n = x.length
  if (n < 2) return null
  const mx = x.reduce((s, v) => s + v, 0) / n
  const my = y.reduce((s, v) => s + v, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx
    const dy = (y[i] as number) - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null
}

/**
 * An alternative's point-biserial: the Pearson correlation between "chose this alternative" (1 or 0) and the
 * student's rest score, over the students that have one.
 */
export function pointBiserial(
  choices: { alternativeId: number; rest: number | null }[],
  alternativeId: number,
): number | null {
  const rows = choices.filter((c) => c.rest !== null)
  return pearson(
    rows.map((c) => (c.alternativeId === alternativeId ? 1 : 0)),
    rows.map((c) => c.rest as number),
  )
}

/** The figures a flag was dismissed at, or the question's figures now. */
export interface QualityFigures {
  answers: number
  facility: number | null
  correctAlternativeId: number | null
  openComments: number
}

/**
 * Whether a dismissed flag stays dismissed: a comments flag until more comments are open than when dismissed; a
 * statistics flag until the students counted grow by half, the facility moves by 0.05 or the key changes.
 */
export function dismissalHolds(reason: QualityReason, then: QualityFigures, now: QualityFigures): boolean {
  if (reason === 'comentarios') return now.openComments <= then.openComments
  if (now.correctAlternativeId !== then.correctAlternativeId) return false
  if (now.answers >= then.answers * DISMISSAL_ANSWERS_GROWTH) return false
  if (now.facility === null || then.facility === null) return now.facility === then.facility
  return Math.abs(now.facility - then.facility) < DISMISSAL_FACILITY_CHANGE
}
