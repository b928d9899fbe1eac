import { NOTEBOOK_LIMIT, NOTEBOOK_QUESTION_LIMIT } from '@gabarito/core'
import type { BankFilterQuery, Notebook, NotebookBody } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { AppError, fieldError, notFound } from '../../lib/errors.ts'
import { hasCourseAccess, requireOwner } from '../access/access.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { FILTER_IS_PRO, filteredBatchOf, matchingCount, resolveFilter } from '../questions/bank.service.ts'
import { BATCH_SIZE, practiceQuestions } from '../questions/questions.service.ts'
import {
  countNotebooks,
  deleteNotebook,
  deleteNotebookQuestion,
  findCourseQuestion,
  findNotebook,
  insertNotebook,
  insertNotebookQuestion,
  listBatchIds,
  listNotebooks,
  moveQuestionCount,
  type NotebookRow,
  renameNotebook,
} from './notebooks.repo.ts'

// The student's cadernos (issue 31, decision 0058): a saved filter (PRO, as filters are) or a list of questions
// ("Salvar no caderno", any student), practised like a subject. At most 50 per student, 2,000 questions each.

const NOT_FOUND = 'Caderno não encontrado.'
const TOO_MANY = `Você já tem ${NOTEBOOK_LIMIT} cadernos. Exclua um para criar outro.`
const FULL = 'Um caderno tem no máximo 2.000 questões. Crie outro caderno para continuar.'
const DUPLICATE = 'Você já tem um caderno com esse nome.'
const NOT_A_LIST = 'Este caderno é um filtro salvo: as questões dele vêm do filtro.'

/** The caller's caderno of this course, or a 404 (someone else's is not found either). */
async function ownNotebook(deps: Deps, caller: Caller, courseId: number, notebookId: number) {
  const row = requireOwner(await findNotebook(deps.db, notebookId), caller.id, NOT_FOUND)
  if (row.courseId !== courseId) throw notFound(NOT_FOUND)
  return row
}

/** A filter caderno's current matches (0 once its filter names a subject or topic no longer shown). */
async function filterTotal(deps: Deps, caller: Caller, row: NotebookRow) {
  try {
    const filter = await resolveFilter(deps, caller, row.courseId, row.filter as BankFilterQuery)
    return await matchingCount(deps, filter)
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return 0
    throw error
  }
}

async function notebookJson(deps: Deps, caller: Caller, row: NotebookRow): Promise<Notebook> {
  const isFilter = row.filter !== null
  return {
    id: row.id,
    nome: row.name,
    tipo: isFilter ? 'filtro' : 'lista',
    filtro: isFilter ? (row.filter as Record<string, unknown>) : null,
    total: isFilter ? await filterTotal(deps, caller, row) : row.questionCount,
    criado_em: row.createdAt.toISOString(),
  }
}

export async function notebooksOf(deps: Deps, caller: Caller, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  const rows = await listNotebooks(deps.db, caller.id, courseId)
  return Promise.all(rows.map((row) => notebookJson(deps, caller, row)))
}

/** A saved filter needs a plan (filters are PRO); the filter must resolve in the course (its subjects and topics). */
async function checkedFilter(deps: Deps, caller: Caller, courseId: number, filter: BankFilterQuery) {
  if (!(await hasCourseAccess(deps, caller.id, courseId))) throw new AppError(423, FILTER_IS_PRO)
  await resolveFilter(deps, caller, courseId, filter)
  return filter
}

export async function createNotebook(deps: Deps, caller: Caller, courseId: number, body: NotebookBody) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  const filter = body.filtro ? await checkedFilter(deps, caller, courseId, body.filtro) : null
  if ((await countNotebooks(deps.db, caller.id)) >= NOTEBOOK_LIMIT) throw fieldError('nome', TOO_MANY)
  try {
    const row = await insertNotebook(deps.db, { userId: caller.id, courseId, name: body.nome, filter })
    return notebookJson(deps, caller, row)
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('nome', DUPLICATE)
    throw error
  }
}

export async function renameOwnNotebook(
  deps: Deps,
  caller: Caller,
  courseId: number,
  notebookId: number,
  name: string,
) {
  await ownNotebook(deps, caller, courseId, notebookId)
  try {
    return notebookJson(deps, caller, await renameNotebook(deps.db, notebookId, name, deps.clock()))
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('nome', DUPLICATE)
    throw error
  }
}

export async function deleteOwnNotebook(deps: Deps, caller: Caller, courseId: number, notebookId: number) {
  await ownNotebook(deps, caller, courseId, notebookId)
  await deleteNotebook(deps.db, notebookId)
}

/** "Salvar no caderno": the question into a list, once; past 2,000 a 422 and nothing added. */
export async function addQuestion(
  deps: Deps,
  caller: Caller,
  courseId: number,
  notebookId: number,
  questionId: number,
) {
  const row = await ownNotebook(deps, caller, courseId, notebookId)
  if (row.filter !== null) throw fieldError('pergunta_id', NOT_A_LIST)
  if (!(await findCourseQuestion(deps.db, questionId, courseId))) throw notFound('Questão não encontrada.')
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await insertNotebookQuestion(tx, notebookId, questionId))) return row
    const moved = await moveQuestionCount(tx, notebookId, 1, NOTEBOOK_QUESTION_LIMIT, deps.clock())
    if (!moved) throw fieldError('pergunta_id', FULL)
    return moved
  })
  return notebookJson(deps, caller, updated)
}

export async function removeQuestion(
  deps: Deps,
  caller: Caller,
  courseId: number,
  notebookId: number,
  questionId: number,
) {
  const row = await ownNotebook(deps, caller, courseId, notebookId)
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await deleteNotebookQuestion(tx, notebookId, questionId))) return row
    return (await moveQuestionCount(tx, notebookId, -1, NOTEBOOK_QUESTION_LIMIT, deps.clock())) ?? row
  })
  return notebookJson(deps, caller, updated)
}

/** The caderno's next batch: its filter's (PRO), or its list's questions with subject practice's rules. */
export async function notebookBatch(deps: Deps, caller: Caller, courseId: number, notebookId: number) {
  const row = await ownNotebook(deps, caller, courseId, notebookId)
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  const access = await hasCourseAccess(deps, caller.id, courseId)
  if (row.filter !== null) {
    if (!access) throw new AppError(423, FILTER_IS_PRO)
    return filteredBatchOf(deps, await resolveFilter(deps, caller, courseId, row.filter as BankFilterQuery))
  }
  return practiceQuestions(
    deps,
    caller.id,
    await listBatchIds(deps.db, notebookId, caller.id, access, BATCH_SIZE),
  )
}
