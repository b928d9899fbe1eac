import type { BankFilterQuery } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { locked, notFound } from '../../lib/errors.ts'
import { hasCourseAccess } from '../access/access.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import {
  answered,
  answeredAmong,
  bankOptions,
  countMatching,
  courseSubjects,
  type Round,
  scanMatching,
  shownTopics,
  subjectAnswers,
  unseen,
} from './bank.repo.ts'
import { type BankFilter, ERRORS_THEN_RIGHT, progressSituations, wantsUnseen } from './bank-filter.sql.ts'
import { BATCH_SIZE, practiceQuestions, shuffle, subjectBatch } from './questions.service.ts'

// The question bank's filters (issue 31, decision 0058): a filtered batch follows subject practice's rules (no key
// before answering; never-answered questions first, then errors and skips, then right answers, each round in random
// order), and the count shows before starting. Filters are PRO, like the topic filter.

export const FILTER_IS_PRO =
  'Os filtros de questões são exclusivos do plano PRO. Assine o plano do curso para filtrar as questões.'

/** Whether the query sets any filter (a bare subject batch keeps subject practice's own order, decision 0044). */
export function isFiltered(query: BankFilterQuery): boolean {
  return Object.values(query).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined))
}

/**
 * The query checked against the course: the subjects asked for must be its shown ones (404 otherwise), and so must
 * the topics' subjects; without subjects, every shown subject of the course (or the topics' subjects).
 */
export async function resolveFilter(
  deps: Deps,
  caller: Caller,
  courseId: number,
  query: BankFilterQuery,
): Promise<BankFilter> {
  const subjects = await courseSubjects(deps.db, courseId)
  const shown = new Set(subjects.filter((s) => s.visible).map((s) => s.id))
  const asked = [...new Set(query.disciplina_id ?? [])]
  if (asked.some((id) => !shown.has(id))) throw notFound('Disciplina não encontrada.')
  const topicIds = [...new Set(query.assunto_id ?? [])]
  let subjectIds = asked.length ? asked : [...shown]
  if (topicIds.length) {
    const topics = await shownTopics(deps.db, topicIds, subjectIds)
    if (topics.length !== topicIds.length) throw notFound('Assunto não encontrado.')
    if (!asked.length) subjectIds = [...new Set(topics.map((t) => t.subjectId))]
  }
  return {
    userId: caller.id,
    courseId,
    subjectIds,
    topicIds,
    bancas: query.banca ?? [],
    orgaos: query.orgao ?? [],
    yearFrom: query.ano_de ?? null,
    yearTo: query.ano_ate ?? null,
    levels: query.nivel ?? [],
    difficulties: query.dificuldade ?? [],
    situations: query.situacao ?? [],
    exam: query.concurso ?? null,
    at: deps.clock(),
  }
}

/** The course's questions section must be on, and the caller needs a plan (filters are PRO): 423 otherwise. */
async function requireFilterAccess(deps: Deps, caller: Caller, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  if (!(await hasCourseAccess(deps, caller.id, courseId))) throw locked(FILTER_IS_PRO)
}

/**
 * The rounds a filtered batch is filled from, in order: never-answered questions (unless a situation leaves them
 * out), then, without a situation, errors and skips and then right answers; with one, the answered questions in it.
 */
function rounds(filter: BankFilter): Round[] {
  const situation = progressSituations(filter)
  const first = wantsUnseen(filter) ? [unseen(filter)] : []
  if (filter.situations.length === 0)
    return [...first, ...ERRORS_THEN_RIGHT.map((state) => answered(filter, state))]
  return situation ? [...first, answered(filter, situation)] : first
}

/** Below this many answers in a subject, an answered round reads the student's progress rows rather than the bank. */
const FEW_ANSWERS = 3000

interface SubjectSplit {
  /** Subjects where the student has fewer than FEW_ANSWERS answers: read from their progress rows. */
  few: number[]
  many: number[]
}

/** Up to `need` questions of one round, none of `taken`. */
async function roundIds(
  deps: Deps,
  filter: BankFilter,
  round: Round,
  need: number,
  taken: number[],
  split: () => Promise<SubjectSplit>,
) {
  if (round.answered === null) return scanMatching(deps.db, filter, round, Math.random(), need, taken)
  const { few, many } = await split()
  const { condition } = round.answered
  const [fromRows, fromBank] = await Promise.all([
    few.length ? answeredAmong(deps.db, filter, few, condition, need, taken) : [],
    many.length
      ? scanMatching(deps.db, { ...filter, subjectIds: many }, round, Math.random(), need, taken)
      : [],
  ])
  return [...fromRows, ...fromBank]
}

/**
 * The next filtered batch: round by round (rounds), each in random order, until 10 questions (decision 0058). A
 * never-answered round scans the bank from the student's place (scanMatching); an answered round reads the student's
 * own progress rows in the subjects where they are few (answeredAmong), and scans the bank in the others. A round
 * runs when the ones before it left the batch short; a situation's rounds (disjoint) run side by side instead when the
 * student answered most of a subject (the split, read while the first round runs): the never-answered seldom fill
 * the batch there.
 */
export async function filteredBatchOf(deps: Deps, filter: BankFilter) {
  let split: Promise<SubjectSplit> | null = null
  const splitOnce = () => {
    split ??= subjectAnswers(deps.db, filter).then((answers) => ({
      few: filter.subjectIds.filter((id) => (answers.get(id) ?? 0) < FEW_ANSWERS),
      many: filter.subjectIds.filter((id) => (answers.get(id) ?? 0) >= FEW_ANSWERS),
    }))
    return split
  }
  const [first, ...later] = rounds(filter)
  if (!first) return practiceQuestions(deps, filter.userId, [])
  const firstIds = roundIds(deps, filter, first, BATCH_SIZE, [], splitOnce)
  firstIds.catch(() => undefined) // awaited below; a failure must not go unhandled while the split is read
  if (filter.situations.length > 0 && later.length > 0 && (await splitOnce()).many.length > 0) {
    const found = await Promise.all([
      firstIds,
      ...later.map((round) => roundIds(deps, filter, round, BATCH_SIZE, [], splitOnce)),
    ])
    return practiceQuestions(deps, filter.userId, found.flatMap(shuffle).slice(0, BATCH_SIZE))
  }
  const ids = shuffle(await firstIds).slice(0, BATCH_SIZE)
  for (const round of later) {
    const need = BATCH_SIZE - ids.length
    if (need <= 0) break
    ids.push(...shuffle(await roundIds(deps, filter, round, need, ids, splitOnce)).slice(0, need))
  }
  return practiceQuestions(deps, filter.userId, ids)
}

/** `GET …/perguntas` (and a subject's batch with a filter): the next 10 questions the filter matches. */
export async function filteredBatch(deps: Deps, caller: Caller, courseId: number, query: BankFilterQuery) {
  await requireFilterAccess(deps, caller, courseId)
  return filteredBatchOf(deps, await resolveFilter(deps, caller, courseId, query))
}

/**
 * `GET …/disciplina/{d}/perguntas`: without a filter, subject practice's own batch (decision 0044); with one, the
 * filtered batch over the path's subject (and any other the query names).
 */
export function subjectBatchWith(
  deps: Deps,
  caller: Caller,
  courseId: number,
  subjectId: number,
  query: BankFilterQuery,
) {
  if (!isFiltered(query)) return subjectBatch(deps, caller, courseId, subjectId, null)
  const subjects = [...new Set([subjectId, ...(query.disciplina_id ?? [])])]
  return filteredBatch(deps, caller, courseId, { ...query, disciplina_id: subjects })
}

/** How many questions a resolved filter matches now. */
export const matchingCount = (deps: Deps, filter: BankFilter) => countMatching(deps.db, filter)

/** `GET …/perguntas/contagem`: how many questions the filter matches now. */
export async function filterCount(deps: Deps, caller: Caller, courseId: number, query: BankFilterQuery) {
  await requireFilterAccess(deps, caller, courseId)
  return { total: await matchingCount(deps, await resolveFilter(deps, caller, courseId, query)) }
}

/** `GET …/perguntas/opcoes`: the bancas, órgãos and years the panel offers. */
export async function filterOptions(deps: Deps, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  return bankOptions(deps.db, courseId)
}
