import type { StaffSubject, StaffTopic } from '@gabarito/core/contract'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { definedOnly } from '../../lib/staff-fields.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { COURSE_NOT_FOUND } from './courses.service.ts'
import { findStaffCourse } from './courses.staff.repo.ts'
import { type ListParent, type OrderedList, reorder } from './ordered-lists.ts'
import {
  deleteSubjectRow,
  deleteTopicRow,
  findSubjectRow,
  findTopicRow,
  insertSubject,
  insertTopic,
  listStaffSubjects,
  lockedSubjectIds,
  lockedTopicIds,
  type SubjectRow,
  subjectInUse,
  type TopicRow,
  topicInUse,
  updateSubjectRow,
  updateTopicRow,
} from './subjects.staff.repo.ts'

export const SUBJECT_NOT_FOUND = 'Disciplina não encontrada.'
export const TOPIC_NOT_FOUND = 'Assunto não encontrado.'
export const SUBJECT_IN_USE =
  'Esta disciplina tem questões ou resumos e não pode ser excluída. Oculte-a para que os alunos não a vejam.'
export const TOPIC_IN_USE =
  'Este assunto tem questões ou resumos e não pode ser excluído. Oculte-o para que os alunos não o vejam.'

type Uses = { questions: number; texts: number } | undefined

const topicJson = (t: TopicRow, uses?: Uses): StaffTopic => ({
  id: t.id,
  disciplina_id: t.subjectId,
  nome: t.name,
  sigla: t.acronym,
  descricao: t.description,
  visivel: t.visible,
  ordem: t.position,
  perguntas: uses?.questions ?? 0,
  resumos: uses?.texts ?? 0,
})

const subjectJson = (s: SubjectRow, uses?: Uses, topics: StaffTopic[] = []): StaffSubject => ({
  id: s.id,
  modulo_id: s.courseId,
  nome: s.name,
  descricao: s.description,
  visivel: s.visible,
  ordem: s.position,
  perguntas: uses?.questions ?? 0,
  resumos: uses?.texts ?? 0,
  assuntos: topics,
})

/** The audit's own words for a change: hiding or showing when that is all that changed. */
function actionOf(before: { visible: boolean }, body: { visivel?: boolean }): string {
  const fields = Object.values(body).filter((v) => v !== undefined).length
  if (fields === 1 && body.visivel !== undefined && body.visivel !== before.visible) {
    return body.visivel ? 'mostrar' : 'ocultar'
  }
  return 'alterar'
}

/** What a subject and a topic share when one is created, changed or deleted: its row, its words and its checks. */
interface Level<Row extends { visible: boolean }, Json> {
  entity: 'disciplina' | 'assunto'
  parent: ListParent
  notFound: string
  inUse: string
  find(tx: Executor, id: number, lock: boolean): Promise<Row | undefined>
  update(tx: Executor, id: number, values: Partial<Row>): Promise<Row>
  used(tx: Executor, id: number): Promise<boolean>
  remove(tx: Executor, id: number): Promise<void>
  json(row: Row): Json
}

const COURSE: ListParent = { entity: 'curso', notFound: COURSE_NOT_FOUND, find: findStaffCourse }

const SUBJECT: Level<SubjectRow, StaffSubject> = {
  entity: 'disciplina',
  parent: COURSE,
  notFound: SUBJECT_NOT_FOUND,
  inUse: SUBJECT_IN_USE,
  find: findSubjectRow,
  update: updateSubjectRow,
  used: subjectInUse,
  remove: deleteSubjectRow,
  json: (row) => subjectJson(row),
}

const TOPIC: Level<TopicRow, StaffTopic> = {
  entity: 'assunto',
  parent: SUBJECT,
  notFound: TOPIC_NOT_FOUND,
  inUse: TOPIC_IN_USE,
  find: findTopicRow,
  update: updateTopicRow,
  used: topicInUse,
  remove: deleteTopicRow,
  json: (row) => topicJson(row),
}

/** Creates a row under its parent (404 when the parent is not found), audited. */
function createLevel<Row extends { id: number; visible: boolean }, Json>(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  level: Level<Row, Json>,
  parentId: number,
  insert: (tx: Executor) => Promise<Row>,
) {
  return deps.db.transaction(async (tx) => {
    if (!(await level.parent.find(tx, parentId, false))) throw notFound(level.parent.notFound)
    const row = await insert(tx)
    const json = level.json(row)
    await recordAudit(tx, caller, { action: 'criar', entity: level.entity, entityId: row.id, after: json })
    return json
  })
}

/** Changes the fields sent, row locked, audited ('mostrar'/'ocultar' when only the visibility flips). */
function changeLevel<Row extends { visible: boolean }, Json>(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  level: Level<Row, Json>,
  id: number,
  body: { visivel?: boolean },
  values: Partial<Row>,
) {
  return deps.db.transaction(async (tx) => {
    const before = await level.find(tx, id, true)
    if (!before) throw notFound(level.notFound)
    // A PATCH without any field changes nothing (an UPDATE with nothing to set would fail with a 500).
    const after = Object.keys(values).length ? await level.update(tx, id, values) : before
    const json = level.json(after)
    const change = { action: actionOf(before, body), entity: level.entity, entityId: id }
    await recordAudit(tx, caller, { ...change, before: level.json(before), after: json })
    return json
  })
}

/** Deletes a row no question nor study text uses, audited; 409 otherwise (hide it instead). */
async function deleteLevel<Row extends { visible: boolean }, Json>(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  level: Level<Row, Json>,
  id: number,
) {
  await deps.db.transaction(async (tx) => {
    const before = await level.find(tx, id, true)
    if (!before) throw notFound(level.notFound)
    // The row lock keeps a question from being attached while this checks; the foreign keys back it up.
    if (await level.used(tx, id)) throw new AppError(409, level.inUse)
    await level.remove(tx, id)
    await recordAudit(tx, caller, {
      action: 'excluir',
      entity: level.entity,
      entityId: id,
      before: level.json(before),
    })
  })
}

/** Every subject of the course with its topics, hidden ones too, with how many questions and texts use each. */
export async function staffSubjects(deps: Pick<Deps, 'db'>, caller: Caller, courseId: number) {
  requirePermission(caller, 'courses.edit')
  if (!(await findStaffCourse(deps.db, courseId))) throw notFound(COURSE_NOT_FOUND)
  const rows = await listStaffSubjects(deps.db, courseId)
  return rows.map((s) =>
    subjectJson(
      s,
      s.uses,
      s.topics.map((t) => topicJson(t, t.uses)),
    ),
  )
}

export async function createSubject(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  courseId: number,
  body: { nome: string; descricao: string },
) {
  requirePermission(caller, 'courses.edit')
  const values = { courseId, name: body.nome, description: body.descricao }
  return createLevel(deps, caller, SUBJECT, courseId, (tx) => insertSubject(tx, values))
}

export async function updateSubject(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
  body: { nome?: string; descricao?: string; visivel?: boolean },
) {
  requirePermission(caller, 'courses.edit')
  const values = definedOnly({ name: body.nome, description: body.descricao, visible: body.visivel })
  return changeLevel(deps, caller, SUBJECT, id, body, values)
}

/** Deletes a subject (and its topics) that no question nor study text uses; 409 otherwise (hide it instead). */
export async function deleteSubject(deps: Pick<Deps, 'db'>, caller: Caller, id: number) {
  requirePermission(caller, 'courses.edit')
  await deleteLevel(deps, caller, SUBJECT, id)
}

const COURSE_SUBJECTS: OrderedList = {
  table: 'subjects',
  action: 'reordenar_disciplinas',
  parent: COURSE,
  lockedIds: lockedSubjectIds,
}

const SUBJECT_TOPICS: OrderedList = {
  table: 'topics',
  action: 'reordenar_assuntos',
  parent: SUBJECT,
  lockedIds: lockedTopicIds,
}

/** The course's subjects in a new order: `ids` must be every one of them, each once. */
export async function reorderSubjects(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  courseId: number,
  ids: number[],
) {
  requirePermission(caller, 'courses.edit')
  await reorder(deps, caller, COURSE_SUBJECTS, courseId, ids)
  return staffSubjects(deps, caller, courseId)
}

export async function createTopic(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  subjectId: number,
  body: { nome: string; sigla: string; descricao: string },
) {
  requirePermission(caller, 'courses.edit')
  const values = { subjectId, name: body.nome, acronym: body.sigla, description: body.descricao }
  return createLevel(deps, caller, TOPIC, subjectId, (tx) => insertTopic(tx, values))
}

export async function updateTopic(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
  body: { nome?: string; sigla?: string; descricao?: string; visivel?: boolean },
) {
  requirePermission(caller, 'courses.edit')
  const values = definedOnly({
    name: body.nome,
    acronym: body.sigla,
    description: body.descricao,
    visible: body.visivel,
  })
  return changeLevel(deps, caller, TOPIC, id, body, values)
}

export async function deleteTopic(deps: Pick<Deps, 'db'>, caller: Caller, id: number) {
  requirePermission(caller, 'courses.edit')
  await deleteLevel(deps, caller, TOPIC, id)
}

export async function reorderTopics(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  subjectId: number,
  ids: number[],
) {
  requirePermission(caller, 'courses.edit')
  await reorder(deps, caller, SUBJECT_TOPICS, subjectId, ids)
  return { ids }
}
