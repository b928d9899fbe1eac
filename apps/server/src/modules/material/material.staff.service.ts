import { messages } from '@gabarito/core'
import type { StaffStudyText, StaffStudyTextRow } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { fieldError, foundOr404, notFound } from '../../lib/errors.ts'
import { definedOnly } from '../../lib/staff-fields.ts'
import { requirePermission } from '../access/access.service.ts'
import { deleteAudited, recordAudit } from '../audit/audit.service.ts'
import { courseExists } from '../courses/courses.service.ts'
import * as repo from './material.staff.repo.ts'
import type { StudyTextBody, StudyTextPatch } from './material.staff.schemas.ts'

export const STUDY_TEXT_NOT_FOUND = 'Material não encontrado.'
const ENTITY = 'material'

interface Row {
  id: number
  courseId: number
  title: string
  restricted: boolean
  accessCount: number
  subjectId: number
  subjectName: string
  topicId: number | null
  topicName: string | null
}

const rowJson = (r: Row): StaffStudyTextRow => ({
  id: r.id,
  modulo_id: r.courseId,
  titulo: r.title,
  restrito: r.restricted,
  acessos: r.accessCount,
  disciplina: { id: r.subjectId, nome: r.subjectName },
  assunto: r.topicId === null ? null : { id: r.topicId, nome: r.topicName ?? '' },
})

const textJson = (r: repo.StaffStudyTextRow): StaffStudyText => ({ ...rowJson(r), conteudo: r.contentHtml })

/** A course's study texts for the back office (DataTables), optionally one subject's or one topic's. */
export async function studyTextTable(
  deps: Deps,
  caller: Caller,
  courseId: number,
  request: DataTableBody,
  filter: { disciplina_id?: number; assunto_id?: number },
) {
  requirePermission(caller, 'material.edit')
  if (!(await courseExists(deps.db, courseId))) throw notFound(messages.courseNotFound)
  const page = await repo.pageStaffStudyTexts(deps.replica, courseId, request, {
    subjectId: filter.disciplina_id,
    topicId: filter.assunto_id,
  })
  return { ...page, data: page.data.map(rowJson) }
}

const existing = (deps: Deps, id: number) =>
  foundOr404(repo.findStaffStudyText(deps.db, id), STUDY_TEXT_NOT_FOUND)

export async function getStudyText(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'material.edit')
  return textJson(await existing(deps, id))
}

/** The subject must be of the course and the topic (when given) of the subject: 422 on the field otherwise. */
async function checkPlace(deps: Deps, courseId: number, subjectId: number, topicId: number | null) {
  if ((await repo.subjectCourse(deps.db, subjectId)) !== courseId) {
    throw fieldError('disciplina_id', 'Escolha uma disciplina deste curso.')
  }
  if (topicId !== null && (await repo.topicSubject(deps.db, topicId)) !== subjectId) {
    throw fieldError('assunto_id', 'Escolha um assunto da disciplina escolhida.')
  }
}

export async function createStudyText(deps: Deps, caller: Caller, courseId: number, body: StudyTextBody) {
  requirePermission(caller, 'material.edit')
  if (!(await courseExists(deps.db, courseId))) throw notFound(messages.courseNotFound)
  await checkPlace(deps, courseId, body.disciplina_id, body.assunto_id)
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertStudyText(tx, {
      courseId,
      subjectId: body.disciplina_id,
      topicId: body.assunto_id,
      title: body.titulo,
      contentHtml: body.conteudo,
      restricted: body.restrito,
    })
    const after = textJson((await repo.findStaffStudyText(tx, id)) as repo.StaffStudyTextRow)
    await recordAudit(tx, caller, { action: 'criar', entity: ENTITY, entityId: id, after })
    return after
  })
}

/**
 * Changes the fields sent. Changing the subject without a topic clears the topic (as the selection does: a
 * topic belongs to one subject).
 */
export async function updateStudyText(deps: Deps, caller: Caller, id: number, body: StudyTextPatch) {
  requirePermission(caller, 'material.edit')
  const current = await existing(deps, id)
  const subjectId = body.disciplina_id ?? current.subjectId
  const subjectChanged = subjectId !== current.subjectId
  const topicId = body.assunto_id !== undefined ? body.assunto_id : subjectChanged ? null : current.topicId
  await checkPlace(deps, current.courseId, subjectId, topicId)
  return deps.db.transaction(async (tx) => {
    const values = definedOnly({
      title: body.titulo,
      subjectId: body.disciplina_id,
      topicId: topicId === current.topicId ? undefined : topicId,
      contentHtml: body.conteudo,
      restricted: body.restrito,
    })
    if (Object.keys(values).length) await repo.updateStudyText(tx, id, values)
    const after = textJson((await repo.findStaffStudyText(tx, id)) as repo.StaffStudyTextRow)
    await recordAudit(tx, caller, {
      action: 'alterar',
      entity: ENTITY,
      entityId: id,
      before: textJson(current),
      after,
    })
    return after
  })
}

export async function deleteStudyText(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'material.edit')
  const before = textJson(await existing(deps, id))
  await deleteAudited(deps.db, caller, { entity: ENTITY, id, before }, (tx) => repo.deleteStudyText(tx, id))
  return { message: 'Material excluído.' }
}
