import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import {
  dueBeforeExam,
  makesCard,
  nextReview,
  type ReviewCard,
  ratingOf,
  reviewDue,
} from '../src/review-schedule.ts'

// The schedule of issue 30: ts-fsrs's own, stored in the compact card, and never after the exam.
const DAY = 86_400_000
const reference = fsrs(
  generatorParameters({ request_retention: 0.9, enable_fuzz: false, enable_short_term: false }),
)

/** A repeatable pseudo-random sequence (no Math.random: the test must fail the same way twice). */
function sequence(seed: number) {
  let x = seed
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31
    return x / 2 ** 31
  }
}

describe('spaced review schedule', () => {
  it('rates a wrong answer Again, a guessed right one Hard, a right one Good; only the first two make a card', () => {
    expect([
      ratingOf(false, false),
      ratingOf(false, true),
      ratingOf(true, true),
      ratingOf(true, false),
    ]).toEqual([Rating.Again, Rating.Again, Rating.Hard, Rating.Good])
    expect([makesCard(false, false), makesCard(true, true), makesCard(true, false)]).toEqual([
      true,
      true,
      false,
    ])
    expect(nextReview(null, { correct: true, guessed: false, at: new Date() })).toBeNull()
  })

  it('follows ts-fsrs over long sequences of answers at varied intervals, from the stored card alone, in single precision', () => {
    for (const seed of [1, 7, 2026]) {
      const random = sequence(seed)
      let at = new Date('2026-03-01T12:00:00Z')
      let full = createEmptyCard(at)
      let stored: ReviewCard | null = null
      for (let i = 0; i < 60; i++) {
        const correct = i === 0 ? false : random() < 0.7
        const guessed = correct && random() < 0.2
        const next = reference.next(full, at, ratingOf(correct, guessed)).card
        // The card is kept in single precision between answers (decision 0071), the reference's too.
        full = { ...next, stability: Math.fround(next.stability), difficulty: Math.fround(next.difficulty) }
        stored = nextReview(stored, { correct, guessed, at })
        expect(stored).toMatchObject({
          due: full.due,
          stability: full.stability,
          difficulty: full.difficulty,
          reps: full.reps,
          lapses: full.lapses,
          state: full.state,
        })
        // The next answer comes early, on time or late.
        const interval = Math.max(DAY, full.due.getTime() - at.getTime())
        at = new Date(at.getTime() + interval * (0.5 + random()))
      }
    }
  })

  it('moves a review due on or after the exam day to 00:00 of the day before, in São Paulo, or to now', () => {
    const at = new Date('2026-12-01T15:00:00Z')
    // The exam on 10/12/2026: 00:00 of 09/12 in São Paulo is 03:00 UTC.
    const dayBefore = new Date('2026-12-09T03:00:00Z')
    expect(dueBeforeExam(new Date('2026-12-08T20:00:00Z'), '2026-12-10', at)).toEqual(
      new Date('2026-12-08T20:00:00Z'),
    )
    expect(dueBeforeExam(new Date('2026-12-09T23:00:00Z'), '2026-12-10', at)).toEqual(
      new Date('2026-12-09T23:00:00Z'),
    )
    expect(dueBeforeExam(new Date('2026-12-10T03:00:00Z'), '2026-12-10', at)).toEqual(dayBefore)
    expect(dueBeforeExam(new Date('2027-02-01T00:00:00Z'), '2026-12-10', at)).toEqual(dayBefore)
    // The day before has passed: at once.
    const late = new Date('2026-12-09T18:00:00Z')
    expect(dueBeforeExam(new Date('2027-02-01T00:00:00Z'), '2026-12-10', late)).toEqual(late)
    expect(dueBeforeExam(new Date('2027-02-01T00:00:00Z'), null, at)).toEqual(
      new Date('2027-02-01T00:00:00Z'),
    )
  })

  it('never schedules a card after the exam, however long its interval', () => {
    const dayBefore = new Date('2026-12-09T03:00:00Z')
    let at = new Date('2026-11-01T12:00:00Z')
    let card = nextReview(null, { correct: false, guessed: false, at })
    let reviews = 0
    while (card && at < dayBefore) {
      const due = reviewDue(card, '2026-12-10')
      expect(due.getTime()).toBeLessThanOrEqual(dayBefore.getTime())
      at = due > at ? due : new Date(at.getTime() + DAY)
      card = nextReview(card, { correct: true, guessed: false, at })
      reviews++
    }
    // The intervals grew past the exam, and the last review was pulled to the day before it.
    expect(reviews).toBeGreaterThan(3)
    expect(at).toEqual(dayBefore)
  })
})
