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

/** A new lap over the order, from the student's origin: questions added from now on are read by id. */
async function newLap(
  db: Database,
  origin: number,
  withExams: boolean,
  pending: number[],
): Promise<Position> {
  return {
    origin,
    position: origin,
    wrapped: false,
    newAfterId: await lastQuestionId(db),
    withExams,
    pending,
  }
}

/** Whether the lap has already passed the key (the order starts at `origin`, wraps once at the end). */
const passed = (p: Position, key: number) =>
  p.wrapped ? key > p.origin || key <= p.position : key > p.origin && key <= p.position

/**
 * Up to `limit` questions the student never answered nor skipped, from the student's place in the order of the
 * subject (or topic) questions (decision 0044), moving the place past them: the unseen ones the last batch served
 * and the student has not answered yet; questions added behind the place since the lap started; then the order
 * after the place, wrapping once at the end. Each read is one short range of an index, whatever the history.
 */
export async function nextUnseen(db: Database, userId: number, filter: BankFilter, limit: number) {
  const stored = await loadPosition(db, userId, filter)
  // A change of access to past exams starts a new lap, so the exam questions it passed by are read again.
  const p =
    stored && stored.withExams === filter.withExamQuestions
      ? stored
      : await newLap(db, stored?.origin ?? Math.random(), filter.withExamQuestions, stored?.pending ?? [])
  const served = new Set(await stillUnseen(db, userId, filter, p.pending))
  if (served.size < limit) {
    for (const row of await addedAfter(db, userId, filter, p.newAfterId)) {
      if (served.size >= limit) break
      p.newAfterId = row.id
      if (row.servable && !row.seen && passed(p, row.key)) served.add(row.id)
    }
  }
  let lapsStarted = 0
  for (let read = 0; read < MAX_WINDOWS && served.size < limit; read++) {
    const upTo = p.wrapped ? p.origin : END
    const rows = await unseenAhead(db, userId, filter, p.position, upTo, limit - served.size)
    for (const row of rows) served.add(row.id)
    const last = rows.at(-1)
    if (last && served.size >= limit) {
      p.position = last.key
      break
    }
    const end = await windowEnd(db, filter, p.position, upTo)
    if (end !== undefined) p.position = end
    else if (!p.wrapped) Object.assign(p, { wrapped: true, position: START })
    // Through the whole order: a new lap finds what this one passed by (hidden then, or added behind the place).
    else if (lapsStarted++ === 0) Object.assign(p, await newLap(db, p.origin, p.withExams, p.pending))
    else break
  }
  const ids = [...served].slice(0, limit)
  p.pending = ids
  await savePosition(db, userId, filter, p)
  return ids
}
