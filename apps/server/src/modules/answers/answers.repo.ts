import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows, runPreparedGeneric } from '../../db/rows.ts'
import { freeAnswerDays } from '../../db/schema/index.ts'
import { cardColumns } from '../aggregates/aggregates.service.ts'
import { RECORD_ANSWERS } from './answers.sql.ts'

export interface AnswerStatementInput {
  userId: number
  questionId: number
  alternativeId: number
  courseId: number
  kind: string
  /** Stored with the answer: the exam or the weekly mock; null for subject practice. */
  referenceId: number | null
  /** The past exam the question must belong to; null outside exam practice. */
  examId: number | null
  /** The weekly mock the question must belong to, answered once, within its window; null outside a mock. */
  mockId: number | null
  idempotencyKey: string | null
  at: Date
  day: string
  hour: number
  /** Answers a student without a plan may give per day in this course; null when a plan is required. */
  freeDailyLimit: number | null
  /** Recorded for any student, plan or not, and not counted in the free tier (the weekly mock, issue 26). */
  unmetered: boolean
  /** "Chutei": the student says they guessed (issue 30). */
  guessed: boolean
}

const instant = z.coerce.date()

/** One row of the answer statement, per answer, parsed (decision 0053). */
const answerStatementRow = z.object({
  found: z.boolean(),
  has_access: z.boolean(),
  /** Free answers used today in the course, this one included when it was recorded as free. */
  used_today: z.number(),
  /** A question of a past exam: PRO on every route, answered only with access. */
  needs_access: z.boolean(),
  /** Passed the plan and free-tier checks; not inserted only when a concurrent retry holds the same key. */
  allowed: z.boolean(),
  inserted: z.boolean(),
  /** The key already recorded an answer to another question, alternative or mode: nothing was revealed. */
  key_reused: z.boolean(),
  /** A mock answer refused: 'closed' (outside the window) or 'time_up' (after the time limit). */
  mock_refusal: z.enum(['closed', 'time_up']).nullable(),
  /** The student already answered this question of the mock (with another key). */
  already_answered: z.boolean(),
  /** A modo-prova mock's answer while the mock holds it (decision 0056): nothing of the key goes out. */
  held: z.boolean(),
  /** Not recorded: the question sits in an open modo-prova mock, and answered here it would give the key away. */
  sealed: z.boolean(),
  /** A mock answer recorded now: the student's place in the ranking after it. */
  mock_place: z.object({ hits: z.number(), position: z.number(), participants: z.number() }).nullable(),
  /** The answer this key recorded before, when it was this same answer (question, alternative and mode). */
  prior_alternative_id: z.number().nullable(),
  prior_correct: z.boolean().nullable(),
  prior_guessed: z.boolean().nullable(),
  prior_at: instant.nullable(),
  /** The prior answer still waits for the fold: the card does not count it yet. */
  prior_queued: z.boolean().nullable(),
  /** The rest is null unless the answer was recorded now, or retried with the same body and still allowed. */
  correct_alternative_id: z.number().nullable(),
  /** The question is annulled (answered in a mock): right whatever the choice. */
  annulled: z.boolean(),
  explanation: z.string().nullable(),
  counts: z.array(z.object({ id: z.number(), count: z.number() })).nullable(),
  tags: z.array(z.object({ id: z.number(), descricao: z.string() })).nullable(),
  /** The student's review card for the question as folded (its columns may all be null: no card). */
  card: cardColumns.nullable(),
  /** The exam day the student's reviews in the course end before ('YYYY-MM-DD'), or null. */
  exam_day: z.string().nullable(),
})
export type AnswerStatementRow = z.infer<typeof answerStatementRow>

/**
 * Answer statements running at once per database: answers arriving meanwhile wait and go together. Two keep the
 * database busy while the server sends one statement and reads the other's rows; more would run smaller
 * statements side by side (decision 0035 has the figures: 4 and 8 in flight record fewer answers a second).
 */
const STATEMENTS_IN_FLIGHT = 2
/** The most answers one statement records. */
const MAX_BATCH = 32

interface WaitingAnswer {
  input: AnswerStatementInput
  resolve(row: AnswerStatementRow): void
  reject(error: unknown): void
}

/**
 * Records answers through the answer statement (decision 0035). An answer goes out at once while fewer than
 * STATEMENTS_IN_FLIGHT statements run; otherwise it waits, and the answers waiting when a statement ends go
 * together in the next one: at a peak one statement records many answers, so its fixed cost (starting a plan of
 * some fifty nodes, the commit, the round trip) is paid once for all of them. A student has at most one answer in
 * flight: a second one waits for the first (the statement records at most one answer per student).
 */
class AnswerBatcher {
  private readonly waiting: WaitingAnswer[] = []
  private readonly busyUsers = new Set<number>()
  private running = 0

  constructor(private readonly db: Database) {}

  record(input: AnswerStatementInput): Promise<AnswerStatementRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject })
      this.pump()
    })
  }

  private pump() {
    while (this.running < STATEMENTS_IN_FLIGHT) {
      const batch = this.takeBatch()
      if (batch.length === 0) return
      this.running++
      for (const answer of batch) this.busyUsers.add(answer.input.userId)
      void this.run(batch).finally(() => {
        this.running--
        for (const answer of batch) this.busyUsers.delete(answer.input.userId)
        this.pump()
      })
    }
  }

  /** The oldest waiting answers, one per student and none of a student with an answer in flight. */
  private takeBatch(): WaitingAnswer[] {
    const batch: WaitingAnswer[] = []
    const users = new Set<number>()
    for (let k = 0; k < this.waiting.length && batch.length < MAX_BATCH; ) {
      const answer = this.waiting[k] as WaitingAnswer
      const userId = answer.input.userId
      if (this.busyUsers.has(userId) || users.has(userId)) {
        k++
        continue
      }
      users.add(userId)
      batch.push(answer)
      this.waiting.splice(k, 1)
    }
    return batch
  }

  private async run(batch: WaitingAnswer[]) {
    try {
      const rows = await runStatement(
        this.db,
        batch.map((answer) => answer.input),
      )
      for (const [k, answer] of batch.entries()) answer.resolve(rows[k] as AnswerStatementRow)
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error)
        return
      }
      // One answer's error fails the whole statement (a value the database refuses, or a race on the mock's
      // unique index with another server): each answer again on its own, so that only its caller sees it.
      await Promise.all(
        batch.map((answer) =>
          runStatement(this.db, [answer.input]).then(
            ([row]) => answer.resolve(row as AnswerStatementRow),
            answer.reject,
          ),
        ),
      )
    }
  }
}

function runStatement(db: Database, inputs: AnswerStatementInput[]): Promise<AnswerStatementRow[]> {
  const column = <T>(value: (input: AnswerStatementInput) => T) => inputs.map(value)
  return runPreparedGeneric(
    db,
    RECORD_ANSWERS,
    {
      userId: column((i) => i.userId),
      questionId: column((i) => i.questionId),
      alternativeId: column((i) => i.alternativeId),
      courseId: column((i) => i.courseId),
      kind: column((i) => i.kind),
      referenceId: column((i) => i.referenceId),
      idempotencyKey: column((i) => i.idempotencyKey),
      at: column((i) => i.at.toISOString()),
      day: column((i) => i.day),
      hour: column((i) => i.hour),
      freeDailyLimit: column((i) => i.freeDailyLimit),
      examId: column((i) => i.examId),
      mockId: column((i) => i.mockId),
      unmetered: column((i) => i.unmetered),
      guessed: column((i) => i.guessed),
    } satisfies Record<keyof AnswerStatementInput, unknown[]>,
    answerStatementRow,
  )
}

const batchers = new WeakMap<Database, AnswerBatcher>()

/**
 * Records an answer with the answer statement (answers.sql.ts), together with the answers waiting beside it, and
 * returns what the statement says of it. Every row the statement locks belongs to one of its students, but for the
 * shards of shared counters (the alternatives', the course's month and subject, the mock's histogram buckets).
 */
export function runAnswerStatement(db: Database, input: AnswerStatementInput): Promise<AnswerStatementRow> {
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = new AnswerBatcher(db)
    batchers.set(db, batcher)
  }
  return batcher.record(input)
}

const usedRow = z.object({ used: z.number() })

/** Free answers the student used in the course on a São Paulo day. */
export async function freeAnswersUsed(db: Executor, userId: number, courseId: number, day: string) {
  const [row] = await parsedRows(
    db,
    sql`select used from ${freeAnswerDays} where user_id = ${userId} and course_id = ${courseId} and day = ${day}`,
    usedRow,
  )
  return row?.used ?? 0
}
