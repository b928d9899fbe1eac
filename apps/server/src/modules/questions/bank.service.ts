import type { BankFilterQuery } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { locked, notFound } from '../../lib/errors.ts'
import { hasCourseAccess } from '../access/access.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import {
  answeredMatching,
  bankOptions,
  countMatching,
  courseSubjects,
  shownTopics,
  unseenMatching,
} from './bank.repo.ts'
import type { BankFilter } from './bank-filter.sql.ts'
import { BATCH_SIZE, practiceQuestions, shuffle, subjectBatch } from './questions.service.ts'

// The question bank's filters (issue 31, decision 0058): a filtered batch follows subject practice's rules (no key
// before answering; never-answered questions first, then errors and skips, then right answers, longest ago first),
// and the count shows before starting. Filters are PRO, like the topic filter.

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

/** The next filtered batch: unseen questions first (shuffled), then the answered ones the filter keeps. */
export async function filteredBatchOf(deps: Deps, filter: BankFilter) {
  const unseen = shuffle(await unseenMatching(deps.db, filter, Math.random(), BATCH_SIZE, [])).slice(
    0,
    BATCH_SIZE,
  )
  const ids =
    unseen.length >= BATCH_SIZE
      ? unseen
      : [...unseen, ...(await answeredMatching(deps.db, filter, BATCH_SIZE - unseen.length, unseen))]
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

/** `GET …/perguntas/contagem`: how many questions the filter matches now. */
export async function filterCount(deps: Deps, caller: Caller, courseId: number, query: BankFilterQuery) {
  await requireFilterAccess(deps, caller, courseId)
  return { total: await countMatching(deps.db, await resolveFilter(deps, caller, courseId, query)) }
}

/** `GET …/perguntas/opcoes`: the bancas, órgãos and years the panel offers. */
export async function filterOptions(deps: Deps, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  return bankOptions(deps.db, courseId)
}
