import { QUESTION_STATUS } from '@gabarito/core'
import type { StaffQuestion } from '@gabarito/core/contract'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { type FieldErrors, notFound, ValidationError } from '../../lib/errors.ts'
import { excerpt } from '../../lib/html.ts'
import { questionParameters } from '../ability/ability.service.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { forgetConceptCounts } from '../reports/reports.service.ts'
import { lockForKeyChange, writeAnswerKeys } from './answer-key.service.ts'
import { tagQuestions } from './questions.bulk.service.ts'
import * as repo from './questions.staff.repo.ts'
import type { CreateQuestionBody, UpdateQuestionBody } from './questions.staff.schemas.ts'
import {
  inheritSource,
  patchSource,
  type SourceValues,
  sourceJsonOf,
  sourceOfJson,
} from './questions.staff.source.ts'
import { applyKeyAndStatus, writeAlternatives } from './questions.staff.write.ts'

export { excerpt }

export const QUESTION_NOT_FOUND = 'Questão não encontrada.'

export async function questionTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  request: DataTableBody,
  filter: repo.QuestionFilter,
) {
  requirePermission(caller, 'questions.edit')
  const page = await repo.pageQuestions(deps.replica, request, filter)
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      texto: excerpt(row.textHtml),
      disciplina: { id: row.subjectId, nome: row.subjectName },
      assunto: row.topicId === null ? null : { id: row.topicId, nome: row.topicName ?? '' },
      concurso:
        row.examId === null ? null : { id: row.examId, nome: row.examName ?? '', ano: row.examYear ?? null },
      numero: row.examNumber,
      status: row.status,
      atualizada_em: row.updatedAt.toISOString(),
    })),
  }
}

/** The question as the editor reads it, with each alternative's count. */
export async function loadStaffQuestion(db: Executor, questionId: number): Promise<StaffQuestion> {
  const question = await repo.findQuestionRow(db, questionId)
  if (!question) throw notFound(QUESTION_NOT_FOUND)
  const [alternatives, tags] = await Promise.all([
    repo.alternativesWithCounts(db, questionId),
    repo.questionTagNames(db, questionId),
  ])
  const correct = alternatives.findIndex((a) => a.id === question.correctAlternativeId)
  return {
    id: question.id,
    modulo_id: question.courseId,
    disciplina_id: question.subjectId,
    assunto_id: question.topicId,
    concurso_id: question.examId,
    numero: question.examNumber,
    texto: question.textHtml,
    alternativas: alternatives.map((a) => ({
      id: a.id,
      letra: a.letter,
      texto: a.textHtml,
      respostas: a.chosen,
    })),
    correta: correct === -1 ? null : correct,
    resumo: question.explanationHtml,
    tags,
    status: question.status,
    total_respostas: alternatives.reduce((sum, a) => sum + a.chosen, 0),
    ref: question.ref,
    ...sourceJsonOf(question),
    atualizada_em: question.updatedAt.toISOString(),
  }
}

/** What the audit log keeps of a question: what staff edit, without the counts. */
function auditView(q: StaffQuestion) {
  const { total_respostas: _total, atualizada_em: _at, ...rest } = q
  return { ...rest, alternativas: q.alternativas.map(({ id, letra, texto }) => ({ id, letra, texto })) }
}

export async function getStaffQuestion(deps: Pick<Deps, 'db'>, caller: Caller, questionId: number) {
  requirePermission(caller, 'questions.edit')
  const question = await loadStaffQuestion(deps.db, questionId)
  // Issue 32: the editor shows the item's a, b and c from the last calibration.
  return { ...question, parametros: await questionParameters(deps.db, questionId) }
}

interface References {
  subjectId: number
  topicId: number | null
  examId: number | null
}

/**
 * The subject must be of the course, the topic of the subject, the exam of the course: 422 per field otherwise.
 * Returns the exam's source, what the question's empty source fields take (decision 0058).
 */
async function checkReferences(
  db: Executor,
  courseId: number,
  refs: References,
): Promise<SourceValues | null> {
  const errors: FieldErrors = {}
  const [subject, topic, exam] = await Promise.all([
    repo.findSubjectRow(db, refs.subjectId),
    refs.topicId === null ? null : repo.findTopicRow(db, refs.topicId),
    refs.examId === null ? null : repo.findExamRow(db, refs.examId),
  ])
  if (subject?.courseId !== courseId) errors.disciplina_id = ['Escolha uma disciplina do curso.']
  if (refs.topicId !== null && topic?.subjectId !== refs.subjectId)
    errors.assunto_id = ['Escolha um assunto da disciplina.']
  if (refs.examId !== null && exam?.courseId !== courseId)
    errors.concurso_id = ['Escolha um concurso do curso.']
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return exam ?? null
}

export async function createStaffQuestion(
  deps: Pick<Deps, 'db' | 'cacheEvents'>,
  caller: Caller,
  body: CreateQuestionBody,
) {
  requirePermission(caller, 'questions.edit')
  const created = await deps.db.transaction(async (tx) => {
    if (!(await repo.findCourseRow(tx, body.modulo_id))) {
      throw new ValidationError({ modulo_id: ['Curso não encontrado.'] })
    }
    const refs = { subjectId: body.disciplina_id, topicId: body.assunto_id, examId: body.concurso_id }
    const exam = await checkReferences(tx, body.modulo_id, refs)
    const id = await repo.insertQuestion(tx, body.modulo_id, {
      ...refs,
      ...inheritSource(sourceOfJson(body), exam),
      examNumber: body.numero,
      textHtml: body.texto,
      explanationHtml: body.resumo,
      status: body.status,
    })
    const ids = await writeAlternatives(tx, id, [], body.alternativas)
    await writeAnswerKeys(tx, [{ questionId: id, correctAlternativeId: ids[body.correta] as number }])
    await tagQuestions(tx, [id], [{ questionId: id, tags: body.tags }])
    const created = await loadStaffQuestion(tx, id)
    await recordAudit(tx, caller, {
      action: 'criar',
      entity: 'pergunta',
      entityId: id,
      after: auditView(created),
    })
    return created
  })
  // The concepts report counts past-exam questions per tag: a new tagged question changes them.
  if (body.tags.length > 0) await forgetConceptCounts(deps)
  return created
}

/** The audit action a change reads as: a status change names itself, anything else is 'alterar'. */
function actionOf(before: StaffQuestion, after: StaffQuestion): string {
  if (before.status === after.status) return 'alterar'
  if (after.status === QUESTION_STATUS.annulled) return 'anular'
  if (after.status === QUESTION_STATUS.hidden) return 'ocultar'
  return 'publicar'
}

/**
 * Changes the fields sent. Alternatives sent with an `id` keep it (and their answers); one left out is removed,
 * unless it was ever chosen (409). A changed key or annulment of a question with answers goes through the
 * answer-key rescoring (questions.staff.write.ts).
 */
export async function updateStaffQuestion(
  deps: Pick<Deps, 'db' | 'cacheEvents'>,
  caller: Caller,
  questionId: number,
  body: UpdateQuestionBody,
) {
  requirePermission(caller, 'questions.edit')
  const updated = await deps.db.transaction(async (tx) => {
    // A key or status sent may change the answer key: the fold's lock before the question's, as changeAnswerKeys.
    if (body.correta !== undefined || body.status !== undefined) await lockForKeyChange(tx, questionId)
    const row = await repo.findQuestionRow(tx, questionId, true)
    if (!row) throw notFound(QUESTION_NOT_FOUND)
    const before = await loadStaffQuestion(tx, questionId)
    if (body.modulo_id !== undefined && body.modulo_id !== row.courseId) {
      throw new ValidationError({
        modulo_id: ['Uma questão não muda de curso: crie outra no curso desejado.'],
      })
    }
    const refs = {
      subjectId: body.disciplina_id ?? row.subjectId,
      topicId: body.assunto_id === undefined ? row.topicId : body.assunto_id,
      examId: body.concurso_id === undefined ? row.examId : body.concurso_id,
    }
    // A new subject drops the old subject's topic unless a topic is sent with it.
    if (
      body.disciplina_id !== undefined &&
      body.disciplina_id !== row.subjectId &&
      body.assunto_id === undefined
    )
      refs.topicId = null
    const exam = await checkReferences(tx, row.courseId, refs)

    const current = before.alternativas
    let alternativeIds = current.map((a) => a.id)
    if (body.alternativas !== undefined) {
      alternativeIds = await writeAlternatives(tx, questionId, current, body.alternativas)
    }
    const correctIndex = body.correta ?? before.correta
    if (correctIndex === null || correctIndex >= alternativeIds.length) {
      throw new ValidationError({ correta: ['Marque uma das alternativas como correta.'] })
    }
    await repo.updateQuestion(tx, questionId, {
      ...refs,
      examNumber: body.numero === undefined ? row.examNumber : body.numero,
      textHtml: body.texto ?? row.textHtml,
      explanationHtml: body.resumo ?? row.explanationHtml,
      ...inheritSource(patchSource(row, body), exam),
    })
    await applyKeyAndStatus(tx, caller, {
      questionId,
      hasAnswers: before.total_respostas > 0,
      correct: { from: row.correctAlternativeId, to: alternativeIds[correctIndex] as number },
      status: { from: row.status, to: body.status ?? row.status },
    })
    if (body.tags !== undefined) await tagQuestions(tx, [questionId], [{ questionId, tags: body.tags }])
    if (refs.subjectId !== row.subjectId && before.total_respostas > 0)
      await repo.moveProgressToSubject(tx, questionId, refs.subjectId)
    const after = await loadStaffQuestion(tx, questionId)
    await recordAudit(tx, caller, {
      action: actionOf(before, after),
      entity: 'pergunta',
      entityId: questionId,
      before: auditView(before),
      after: auditView(after),
    })
    return after
  })
  // Tags, exam and status all move the concepts report's counts of past-exam questions per tag.
  await forgetConceptCounts(deps)
  return updated
}
