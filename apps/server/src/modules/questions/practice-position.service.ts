import type { Database } from '../../db/client.ts'
import {
  addedAfter,
  lastQuestionId,
  loadPosition,
  type Position,
  savePosition,
  stillUnseen,
  unseenAhead,
  windowEnd,
} from './practice-position.repo.ts'
import type { BankFilter } from './questions.repo.ts'

/** Reads of the order one batch makes at most: with WINDOW_ROWS, what bounds a batch's work (decision 0044). */
const MAX_WINDOWS = 3
/** Above every random_key (they are in [0, 1)). */
const END = 2
/** Below every random_key: where the lap goes on once wrapped. */
const START = -1

/** A new lap over the order, from the student's origin: questions added after `lastId` are read by id. */
const newLap = (origin: number, lastId: number, withExams: boolean, pending: number[]): Position => ({
  origin,
  position: origin,
  wrapped: false,
  newAfterId: lastId,
  withExams,
  pending,
})

/** Whether the lap has already passed the key (the order starts at `origin`, wraps once at the end). */
const passed = (p: Position, key: number) =>
  p.wrapped ? key > p.origin || key <= p.position : key > p.origin && key <= p.position

/** The student's stored place in a subject (or topic) and the highest question id: what a batch starts from. */
export interface Place {
  stored: Position | undefined
  lastId: number
}

/** Reads the place; it needs no access check, so a batch reads it beside them (one round trip less). */
export async function readPlace(
  db: Database,
  userId: number,
  filter: Pick<BankFilter, 'subjectId' | 'topicId'>,
): Promise<Place> {
  const [stored, lastId] = await Promise.all([loadPosition(db, userId, filter), lastQuestionId(db)])
  return { stored, lastId }
}

/**
 * Up to `limit` questions the student never answered nor skipped, from the student's place in the order of the
 * subject (or topic) questions (decision 0044), moving the place past them: the unseen ones the last batch served
 * and the student has not answered yet; questions added behind the place since the lap started; then the order
 * after the place, wrapping once at the end. Each read is one short range of an index, whatever the history; the
 * reads that do not depend on each other go side by side (one round trip, as a rule). `save` stores the moved
 * place: the caller runs it beside its own last reads.
 */
export async function nextUnseen(
  db: Database,
  userId: number,
  filter: BankFilter,
  limit: number,
  { stored, lastId }: Place,
): Promise<{ ids: number[]; save: () => Promise<void> }> {
  // A change of access to past exams starts a new lap, so the exam questions it passed by are read again.
  const p =
    stored && stored.withExams === filter.withExamQuestions
      ? stored
      : newLap(stored?.origin ?? Math.random(), lastId, filter.withExamQuestions, stored?.pending ?? [])
  const upTo = () => (p.wrapped ? p.origin : END)
  const [pending, added, ahead] = await Promise.all([
    stillUnseen(db, userId, filter, p.pending),
    // Nothing was added since the lap started (the usual case): no read.
    p.newAfterId < lastId ? addedAfter(db, userId, filter, p.newAfterId) : [],
    unseenAhead(db, userId, filter, p.position, upTo(), limit),
  ])
  const served = new Set(pending)
  for (const row of added) {
    if (served.size >= limit) break
    p.newAfterId = row.id
    if (row.servable && !row.seen && passed(p, row.key)) served.add(row.id)
  }
  let rows = ahead
  let asked = limit
  let lapsStarted = 0
  for (let read = 1; served.size < limit; read++) {
    const from = p.position
    for (const row of rows) {
      if (served.size >= limit) break
      served.add(row.id)
      p.position = row.key
    }
    if (served.size >= limit || read >= MAX_WINDOWS) break
    // The read stopped at its limit: the next one goes on from its last row.
    if (rows.length < asked) {
      // Fewer unseen than asked in the window: past its last row, or past the end of this part of the lap.
      const end = await windowEnd(db, filter, from, upTo())
      if (end !== undefined) p.position = end
      else if (!p.wrapped) Object.assign(p, { wrapped: true, position: START })
      // Through the whole order: a new lap finds what this one passed by (hidden then, or added behind the place).
      else if (lapsStarted++ === 0) Object.assign(p, newLap(p.origin, lastId, p.withExams, p.pending))
      else break
    }
    asked = limit - served.size
    rows = await unseenAhead(db, userId, filter, p.position, upTo(), asked)
  }
  const ids = [...served].slice(0, limit)
  p.pending = ids
  return { ids, save: () => savePosition(db, userId, filter, p) }
}
