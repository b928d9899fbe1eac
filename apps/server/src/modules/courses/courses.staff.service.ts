import type { StaffCourse } from '@gabarito/core/contract'
import type { Transaction } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts'
import { detectImageType, storeMedia } from '../../lib/media.ts'
import { can, requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { CourseRow, CourseValues } from './courses.repo.ts'
import {
  COURSE_NOT_FOUND,
  courseFieldsJson,
  createCourse,
  forgetCachedCourses,
  updateCourse,
} from './courses.service.ts'
import {
  findAbilitySettings,
  findStaffCourse,
  isExamOfCourse,
  pageStaffCourses,
  saveAbilitySettings,
} from './courses.staff.repo.ts'
import type { CourseBody } from './courses.staff.schemas.ts'

export const PRICE_IS_ADMIN_ONLY = 'Somente um Admin altera o preço (valor) e a venda (a_venda) de um curso.'
export const IMAGE_REFUSED = 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.'
export const IMAGE_TOO_BIG = 'A imagem deve ter no máximo 2 MB.'
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export const REFERENCE_EXAM_REFUSED = 'Prova de referência: escolha um concurso deste curso.'

type AbilitySettings = { passMark: number | null; referenceExamId: number | null }
const NO_SETTINGS: AbilitySettings = { passMark: null, referenceExamId: null }

export function staffCourseJson(course: CourseRow, settings: AbilitySettings = NO_SETTINGS): StaffCourse {
  return {
    ...courseFieldsJson(course),
    visivel: course.visible,
    a_venda: course.onSale,
    ordem: course.position,
    simulado_questoes_por_disciplina: course.mockQuestionsPerSubject,
    nota_corte: settings.passMark,
    prova_referencia_id: settings.referenceExamId,
  }
}

type ColumnFields = Omit<CourseBody, 'nota_corte' | 'prova_referencia_id'>

/** The API's field names to the columns; only the fields sent. */
function columnsOf(body: CourseBody): Partial<CourseValues> {
  const map: { [K in keyof ColumnFields]-?: keyof CourseValues } = {
    nome: 'name',
    descricao: 'description',
    imagem: 'image',
    valor: 'priceHtml',
    termo_uso: 'termsHtml',
    termo_simulado: 'mockTermsHtml',
    has_noticia: 'hasNews',
    has_pergunta: 'hasQuestions',
    has_material: 'hasMaterial',
    has_simulado: 'hasMock',
    has_prova_anterior: 'hasPastExams',
    has_relatorio: 'hasReports',
    has_conceito: 'hasConcepts',
    index: 'showsProAccess',
    visivel: 'visible',
    a_venda: 'onSale',
    ordem: 'position',
    simulado_questoes_por_disciplina: 'mockQuestionsPerSubject',
  }
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(body)) {
    const column = map[field as keyof ColumnFields]
    if (value !== undefined && column) values[column] = value
  }
  return values as Partial<CourseValues>
}

/** Every course (hidden ones too) as a table, for Admins and Gerentes. */
export async function staffCourseTable(deps: Pick<Deps, 'replica'>, caller: Caller, request: DataTableBody) {
  requirePermission(caller, 'courses.edit')
  const page = await pageStaffCourses(deps.replica, request)
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      nome: row.name,
      imagem: row.image,
      visivel: row.visible,
      a_venda: row.onSale,
      ordem: row.position,
    })),
  }
}

export async function getStaffCourse(deps: Pick<Deps, 'db'>, caller: Caller, id: number) {
  requirePermission(caller, 'courses.edit')
  const course = await findStaffCourse(deps.db, id)
  if (!course) throw notFound(COURSE_NOT_FOUND)
  return staffCourseJson(course, await findAbilitySettings(deps.db, id))
}

/** The passing mark and reference exam sent (issue 32) over the stored ones; the exam must be the course's. */
async function changeAbilitySettings(tx: Transaction, id: number, body: CourseBody, before: AbilitySettings) {
  const { nota_corte, prova_referencia_id } = body
  if (nota_corte === undefined && prova_referencia_id === undefined) return before
  if (prova_referencia_id != null && !(await isExamOfCourse(tx, prova_referencia_id, id)))
    throw fieldError('prova_referencia_id', REFERENCE_EXAM_REFUSED)
  const after = {
    passMark: nota_corte === undefined ? before.passMark : nota_corte,
    referenceExamId: prova_referencia_id === undefined ? before.referenceExamId : prova_referencia_id,
  }
  await saveAbilitySettings(tx, id, after)
  return after
}

/** A new course with its plan (no prices yet); Admin only. Audited, and announced to every instance. */
export async function createStaffCourse(deps: Deps, caller: Caller, body: CourseBody & { nome: string }) {
  requirePermission(caller, 'courses.create')
  const values = columnsOf(body) as CourseValues
  const course = await deps.db.transaction(async (tx) => {
    const created = await createCourse(deps, values, tx)
    const json = staffCourseJson(created)
    await recordAudit(tx, caller, { action: 'criar', entity: 'curso', entityId: created.id, after: json })
    return json
  })
  await forgetCachedCourses(deps, [course.id])
  return course
}

/**
 * Changes the fields sent. A Gerente edits the texts and sections but not the price text nor whether the
 * course is on sale: changing either is a 403 (sending them unchanged, as a whole form does, is fine).
 */
export async function updateStaffCourse(deps: Deps, caller: Caller, id: number, body: CourseBody) {
  requirePermission(caller, 'courses.edit')
  const course = await deps.db.transaction(async (tx) => {
    const before = await findStaffCourse(tx, id, true)
    if (!before) throw notFound(COURSE_NOT_FOUND)
    const changesSale =
      (body.valor !== undefined && body.valor !== before.priceHtml) ||
      (body.a_venda !== undefined && body.a_venda !== before.onSale)
    if (changesSale && !can(caller, 'courses.sell')) throw forbidden(PRICE_IS_ADMIN_ONLY)
    const settingsBefore = await findAbilitySettings(tx, id)
    const settingsAfter = await changeAbilitySettings(tx, id, body, settingsBefore)
    const after = await updateCourse(deps, id, columnsOf(body), tx)
    const [old, now] = [staffCourseJson(before, settingsBefore), staffCourseJson(after, settingsAfter)]
    const changed = (Object.keys(now) as (keyof StaffCourse)[]).filter((k) => old[k] !== now[k])
    if (changed.length > 0) {
      await recordAudit(tx, caller, {
        action: 'alterar',
        entity: 'curso',
        entityId: id,
        before: Object.fromEntries(changed.map((k) => [k, old[k]])),
        after: Object.fromEntries(changed.map((k) => [k, now[k]])),
      })
    }
    return now
  })
  await forgetCachedCourses(deps, [id])
  return course
}

/**
 * Keeps an uploaded course image in the media store and answers its address (the form then saves it as
 * `imagem`). The type is read from the bytes, not from the name or the header: PNG, JPEG and WebP only.
 */
export async function storeCourseImage(deps: Deps, caller: Caller, bytes: Buffer) {
  requirePermission(caller, 'courses.edit')
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, IMAGE_TOO_BIG)
  const type = detectImageType(bytes)
  if (type !== 'png' && type !== 'jpg' && type !== 'webp') throw fieldError('imagem', IMAGE_REFUSED)
  if (!looksWhole(bytes, type)) throw fieldError('imagem', IMAGE_REFUSED)
  return { url: await storeMedia(deps.config.DATA_DIR, bytes) }
}

/** More than the first bytes: the PNG header chunk, a JPEG end marker near the end, the WebP's whole RIFF. */
function looksWhole(bytes: Buffer, type: 'png' | 'jpg' | 'webp'): boolean {
  if (type === 'png') return bytes.length > 33 && bytes.subarray(12, 16).toString('latin1') === 'IHDR'
  if (type === 'jpg') return bytes.length > 4 && bytes.subarray(-1024).includes(Buffer.from([0xff, 0xd9]))
  return bytes.length >= 16 && bytes.readUInt32LE(4) + 8 <= bytes.length
}
