import { createHash } from 'node:crypto'
import { type ANSWER_KIND, messages, saoPauloDayHour } from '@gabarito/core'
import { nextReview, reviewDue } from '@gabarito/core/review-schedule'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { AppError, fieldError, locked, notFound } from '../../lib/errors.ts'
import { recordSkip, storedCard } from '../aggregates/aggregates.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { type AnswerStatementRow, freeAnswersUsed, runAnswerStatement } from './answers.repo.ts'

/** Answers per São Paulo day and course for a student without a plan for it (SPEC section 9). */
export const FREE_DAILY_LIMIT = 15
export const FREE_LIMIT_REACHED =
  'Você já respondeu as 15 questões gratuitas de hoje neste curso. Assine um plano para continuar sem limites ou volte amanhã.'
export const QUESTION_NOT_FOUND = 'Questão não encontrada.'
export const MOCK_CLOSED = 'Este simulado não está aberto para respostas.'
export const MOCK_TIME_UP = 'O tempo deste simulado terminou.'
export const MOCK_ALREADY_ANSWERED = 'Você já respondeu esta questão neste simulado.'
export const QUESTION_SEALED =
  'Esta questão está em um simulado em andamento no modo prova. O gabarito dela sai no encerramento do simulado.'
export const KEY_REUSED =
  'Esta chave de idempotência já foi usada em outra resposta. Gere uma nova chave para cada resposta.'

/** What every answer carries, whatever the mode. */
export interface AnswerInput {
  courseId: number
  questionId: number
  alternativeId: number
  idempotencyKey: string | null
  /** "Chutei": the student guessed (issue 30). */
  guessed: boolean
}

/** What every answer body carries (`practiceAnswerBody` and the bodies that extend it), as an AnswerInput. */
export const answerInput = (body: {
  modulo_id: number
  pergunta_id: number
  selected: number
  chave_idempotencia?: string | undefined
  chutei: boolean
}): AnswerInput => ({
  courseId: body.modulo_id,
  questionId: body.pergunta_id,
  alternativeId: body.selected,
  idempotencyKey: body.chave_idempotencia ?? null,
  guessed: body.chutei,
})

/**
 * The rules of one way of answering (subject practice, a past exam, next the weekly mock) that recordAnswer
 * applies around the one answer statement. Questions of past exams need access in every mode (decision 0007):
 * the statement checks that itself.
 */
export interface AnswerMode<I extends AnswerInput = AnswerInput> {
  /** Stored in `answers.kind`; part of what an idempotency key is bound to. */
  kind: (typeof ANSWER_KIND)[keyof typeof ANSWER_KIND]
  /**
   * Who may answer without access to the course: up to FREE_DAILY_LIMIT a day ('free-tier'), no one ('plan'), or
   * every logged-in student without the answer counting toward the free tier ('everyone': the weekly mock, issue 26).
   */
  access: 'free-tier' | 'plan' | 'everyone'
  /** The exam or mock the question must belong to, stored in `answers.reference_id`; null for none. */
  referenceId(input: I): number | null
  /** What the reference is: a past exam, or a weekly mock (answered once per question, in its window). */
  reference: 'none' | 'exam' | 'mock'
  /** Checks of the mode before anything is recorded (the course section is on, …); throws the mode's error. */
  validate(deps: Deps, caller: Caller, input: I): Promise<void>
}

/** A modo-prova mock's answer while the mock holds it (decision 0056): recorded, and nothing of the key. */
interface HeldAnswerResult {
  registrada: true
  resposta_id: number
}

/** What this answer was: recorded now, or the one its key recorded before. */
interface Given {
  chosen: number
  correct: boolean
  guessed: boolean
  at: Date
  /** Already in the folded card (a retried answer the fold took). */
  folded: boolean
}

/**
 * When the question comes back for review after this answer (decision 0057): the folded card moved by the answer
 * unless the fold already took it, due before the exam. The fold computes the same card from the stored answer; an
 * earlier answer to the same question still queued (a PostgreSQL server's background fold, less than its lag before)
 * is not in the card read here, so only that rare second answer's moment can differ from the stored one.
 */
function nextReviewOf(row: AnswerStatementRow, given: Given): string | null {
  const folded = row.card ? storedCard(row.card) : null
  const card = given.folded ? folded : nextReview(folded, given)
  return card ? reviewDue(card, row.exam_day).toISOString() : null
}

function result(row: AnswerStatementRow, given: Given, freeLeft: number | null) {
  // A mock answer recorded now also says where it put the student in the ranking (decision 0012).
  const place = row.mock_place
  const { chosen, correct } = given
  return {
    ...(place && {
      classificacao: { posicao: place.position, acertos: place.hits, participantes: place.participants },
    }),
    correta: correct,
    resposta_id: chosen,
    resposta_certa_id: row.correct_alternative_id as number,
    resumo: row.explanation ?? '',
    tags: row.tags ?? [],
    respostas: row.counts ?? [],
    gratuitas_restantes: freeLeft,
    respondida_em: given.at.toISOString(),
    proxima_revisao: nextReviewOf(row, given),
  }
}

const held = (chosen: number): HeldAnswerResult => ({ registrada: true, resposta_id: chosen })

/** How long a double submit without `chave_idempotencia` is recognised as one answer. */
const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000

/**
 * The key of an answer sent without one: a UUID (v5 layout, SHA-1) of the user, the answer (question,
 * alternative, mode and reference) and the 10-minute window of `at`, so a double tap or a proxy retry is
 * recorded once.
 */
function derivedIdempotencyKey(
  userId: number,
  input: AnswerInput,
  kind: string,
  referenceId: number | null,
  at: Date,
): string {
  const window = Math.floor(at.getTime() / DERIVED_KEY_WINDOW_MS)
  const name = ['gabarito-answer', userId, input.questionId, input.alternativeId, kind, referenceId, window]
  const bytes = createHash('sha1').update(JSON.stringify(name)).digest().subarray(0, 16)
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Records a practice or past-exam answer (the rules of recordAnswerOrHold): only a modo-prova mock holds an answer back. */
export async function recordAnswer<I extends AnswerInput>(
  deps: Deps,
  caller: Caller,
  mode: AnswerMode<I>,
  input: I,
) {
  const outcome = await recordAnswerOrHold(deps, caller, mode, input)
  if ('registrada' in outcome) throw new Error('only a modo-prova mock holds its answers back')
  return outcome
}

/**
 * Records an answer in the given mode and reveals the correct alternative, the explanation, the tags and the
 * updated counts, unless a modo-prova mock holds it (then only that it was recorded, decision 0056). A 'free-tier'
 * mode is free up to FREE_DAILY_LIMIT a day and course, an 'everyone' mode free and not counted there; past-exam
 * questions need access on every route, and a question in an open modo-prova mock answers only there. A key is
 * bound to one answer: retried with the same body it returns the first result and counts nothing; with another body
 * it is a 422 that reveals nothing.
 */
export async function recordAnswerOrHold<I extends AnswerInput>(
  deps: Deps,
  caller: Caller,
  mode: AnswerMode<I>,
  input: I,
) {
  await mode.validate(deps, caller, input)
  const at = deps.clock()
  const { day, hour } = saoPauloDayHour(at)
  const referenceId = mode.referenceId(input)
  const run = () =>
    runAnswerStatement(deps.db, {
      userId: caller.id,
      questionId: input.questionId,
      alternativeId: input.alternativeId,
      courseId: input.courseId,
      kind: mode.kind,
      referenceId,
      examId: mode.reference === 'exam' ? referenceId : null,
      mockId: mode.reference === 'mock' ? referenceId : null,
      idempotencyKey:
        input.idempotencyKey ?? derivedIdempotencyKey(caller.id, input, mode.kind, referenceId, at),
      at,
      day,
      hour,
      freeDailyLimit: mode.access === 'free-tier' ? FREE_DAILY_LIMIT : null,
      unmetered: mode.access === 'everyone',
      guessed: input.guessed,
    })
  let row = await runSettled(run)
  if (!row.found) throw notFound(QUESTION_NOT_FOUND)
  if (row.allowed && !row.inserted) {
    // The same key was being recorded by a concurrent request: read what it recorded.
    row = await runSettled(run)
  }
  if (row.needs_access && !row.has_access) throw new AppError(403, messages.examIsPro)
  if (row.key_reused) throw fieldError('chave_idempotencia', KEY_REUSED)
  // Only a metered answer says how many free answers are left: the mock's say nothing of them (null).
  const freeLeft =
    row.has_access || mode.access !== 'free-tier' ? null : Math.max(0, FREE_DAILY_LIMIT - row.used_today)
  if (row.prior_alternative_id !== null) {
    // The retried answer is already among today's.
    if (row.held) return held(row.prior_alternative_id)
    return result(
      row,
      {
        chosen: row.prior_alternative_id,
        correct: row.prior_correct === true,
        guessed: row.prior_guessed === true,
        at: row.prior_at ?? at,
        folded: row.prior_queued === false,
      },
      freeLeft,
    )
  }
  if (row.sealed) throw locked(QUESTION_SEALED)
  if (row.mock_refusal) throw locked(row.mock_refusal === 'time_up' ? MOCK_TIME_UP : MOCK_CLOSED)
  if (row.already_answered) throw new AppError(409, MOCK_ALREADY_ANSWERED)
  if (!row.inserted) throw locked(FREE_LIMIT_REACHED)
  if (row.held) return held(input.alternativeId)
  await deps.fold.answered()
  return result(
    row,
    {
      chosen: input.alternativeId,
      correct: row.annulled || row.correct_alternative_id === input.alternativeId,
      guessed: input.guessed,
      at,
      folded: false,
    },
    freeLeft,
  )
}

/**
 * Runs the statement; when a concurrent answer to the same mock question won the race (the unique index of the
 * mock's answers), runs it again so that it sees that answer: a 409, or the first result for the same key.
 */
async function runSettled(run: () => Promise<AnswerStatementRow>): Promise<AnswerStatementRow> {
  try {
    return await run()
  } catch (error) {
    if (!isUniqueViolation(error, 'answers_mock_once_key')) throw error
    return run()
  }
}

export async function skip(deps: Deps, caller: Caller, courseId: number, questionId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  if (!(await recordSkip(deps.db, caller.id, questionId, courseId, deps.clock())))
    throw notFound(QUESTION_NOT_FOUND)
  return { message: 'Questão pulada.' }
}

/** Free answers the student has left today (São Paulo) in the course: null with access to it (issue 31). */
export async function freeAnswersLeft(deps: Deps, userId: number, courseId: number, hasAccess: boolean) {
  if (hasAccess) return null
  const used = await freeAnswersUsed(deps.db, userId, courseId, saoPauloDayHour(deps.clock()).day)
  return Math.max(0, FREE_DAILY_LIMIT - used)
}
