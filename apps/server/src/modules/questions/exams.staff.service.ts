import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { AppError, fieldError, notFound, ValidationError } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import * as repo from './exams.staff.repo.ts'
import { findCourseRow } from './questions.staff.repo.ts'
import { excerpt } from './questions.staff.service.ts'
import {
  changedSource,
  patchSource,
  type SourceJson,
  type SourceValues,
  sourceJsonOf,
  sourceOfJson,
} from './questions.staff.source.ts'

export const EXAM_NOT_FOUND = 'Concurso não encontrado.'
export const EXAM_EXISTS = 'O curso já tem um concurso com este nome e este ano.'
export const EXAM_HAS_QUESTIONS = 'Este concurso tem questões: tire-as dele antes de excluí-lo.'

type ExamRow = NonNullable<Awaited<ReturnType<typeof repo.findExam>>>
const sourceOfRow = (e: ExamRow): SourceValues => ({
  banca: e.banca,
  orgao: e.orgao,
  cargo: e.cargo,
  level: e.level,
  year: e.year,
})
const examJson = (e: ExamRow) => {
  const { banca, orgao, cargo, nivel } = sourceJsonOf(sourceOfRow(e))
  return {
    id: e.id,
    modulo_id: e.courseId,
    nome: e.name,
    ano: e.year,
    banca,
    orgao,
    cargo,
    nivel,
    total: e.total,
  }
}

export async function examTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  request: DataTableBody,
  courseId: number,
) {
  requirePermission(caller, 'questions.edit')
  const page = await repo.pageExams(deps.replica, request, courseId)
  return { ...page, data: page.data.map(examJson) }
}

async function existingExam(deps: Pick<Deps, 'db'>, examId: number) {
  const exam = await repo.findExam(deps.db, examId)
  if (!exam) throw notFound(EXAM_NOT_FOUND)
  return exam
}

export async function getExam(deps: Pick<Deps, 'db'>, caller: Caller, examId: number) {
  requirePermission(caller, 'questions.edit')
  return examJson(await existingExam(deps, examId))
}

export async function createExam(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  body: { modulo_id: number; nome: string } & SourceJson,
) {
  requirePermission(caller, 'questions.edit')
  return deps.db.transaction(async (tx) => {
    if (!(await findCourseRow(tx, body.modulo_id))) throw fieldError('modulo_id', 'Curso não encontrado.')
    const id = await repo.insertExam(tx, { courseId: body.modulo_id, name: body.nome, ...sourceOfJson(body) })
    if (id === null) throw fieldError('nome', EXAM_EXISTS)
    const created = examJson((await repo.findExam(tx, id)) as ExamRow)
    await recordAudit(tx, caller, { action: 'criar', entity: 'concurso', entityId: id, after: created })
    return created
  })
}

export async function updateExam(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  examId: number,
  body: { nome?: string } & Partial<SourceJson>,
) {
  requirePermission(caller, 'questions.edit')
  return deps.db.transaction(async (tx) => {
    const exam = await repo.findExam(tx, examId, true)
    if (!exam) throw notFound(EXAM_NOT_FOUND)
    const source = patchSource(sourceOfRow(exam), body)
    const values = { name: body.nome ?? exam.name, ...source }
    if (await repo.sameNameAndYear(tx, exam.courseId, values.name, values.year, examId)) {
      throw fieldError('nome', EXAM_EXISTS)
    }
    await repo.updateExam(tx, examId, values)
    // Its questions follow where they held nothing or the exam's old value (decision 0058).
    await repo.propagateExamSource(tx, examId, sourceOfRow(exam), source)
    const after = examJson((await repo.findExam(tx, examId)) as ExamRow)
    await recordAudit(tx, caller, {
      action: 'alterar',
      entity: 'concurso',
      entityId: examId,
      before: examJson(exam),
      after,
    })
    return after
  })
}

/**
 * The import gives an exam another source: the exam takes it and its questions follow where they held nothing or
 * the old value (decision 0058), in the import's transaction.
 */
export async function changeExamSource(
  tx: Executor,
  examId: number,
  before: SourceValues,
  after: SourceValues,
) {
  if (changedSource(before, after).length === 0) return
  await repo.updateExamSource(tx, examId, after)
  await repo.propagateExamSource(tx, examId, before, after)
}

/** An exam without questions can go; one with questions keeps them until staff take them out (409). */
export async function deleteExam(deps: Pick<Deps, 'db'>, caller: Caller, examId: number) {
  requirePermission(caller, 'questions.edit')
  await deps.db.transaction(async (tx) => {
    const exam = await repo.findExam(tx, examId, true)
    if (!exam) throw notFound(EXAM_NOT_FOUND)
    if (exam.total > 0) throw new AppError(409, EXAM_HAS_QUESTIONS)
    await repo.deleteExam(tx, examId)
    await recordAudit(tx, caller, {
      action: 'excluir',
      entity: 'concurso',
      entityId: examId,
      before: examJson(exam),
    })
  })
  return { message: 'Concurso excluído.' }
}

async function questionList(db: Executor, examId: number) {
  const rows = await repo.examQuestions(db, examId)
  return rows.map((r) => ({
    id: r.id,
    numero: r.number,
    texto: excerpt(r.textHtml),
    disciplina: r.subject,
    status: r.status,
  }))
}

export async function getExamQuestions(deps: Pick<Deps, 'db'>, caller: Caller, examId: number) {
  requirePermission(caller, 'questions.edit')
  await existingExam(deps, examId)
  return questionList(deps.db, examId)
}

/**
 * Sets the exam's questions, in the order sent. A number left out follows the one before it (the first is 1);
 * numbers must grow along the list. Questions of the exam that are not sent leave it (their number is cleared).
 */
export async function setExamQuestions(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  examId: number,
  items: { id: number; numero?: number | null }[],
) {
  requirePermission(caller, 'questions.edit')
  return deps.db.transaction(async (tx) => {
    const exam = await repo.findExam(tx, examId, true)
    if (!exam) throw notFound(EXAM_NOT_FOUND)
    const errors: Record<string, string[]> = {}
    const ofCourse = await repo.questionsOfCourse(
      tx,
      exam.courseId,
      items.map((i) => i.id),
    )
    const seen = new Set<number>()
    let last = 0
    const numbered = items.map((item, i) => {
      if (!ofCourse.has(item.id)) errors[`perguntas.${i}.id`] = ['Esta questão não é do curso do concurso.']
      else if (seen.has(item.id)) errors[`perguntas.${i}.id`] = ['Esta questão aparece duas vezes.']
      seen.add(item.id)
      const number = item.numero ?? last + 1
      if (number <= last)
        errors[`perguntas.${i}.numero`] = ['Os números devem crescer na ordem das questões.']
      last = number
      return { id: item.id, number }
    })
    if (Object.keys(errors).length > 0) throw new ValidationError(errors)
    const before = await questionList(tx, examId)
    await repo.setExamQuestions(tx, examId, numbered)
    await repo.inheritExamSource(
      tx,
      examId,
      numbered.map((q) => q.id),
    )
    const after = await questionList(tx, examId)
    const brief = (list: typeof after) => list.map((q) => ({ id: q.id, numero: q.numero }))
    await recordAudit(tx, caller, {
      action: 'ordenar_perguntas',
      entity: 'concurso',
      entityId: examId,
      before: brief(before),
      after: brief(after),
    })
    return after
  })
}
