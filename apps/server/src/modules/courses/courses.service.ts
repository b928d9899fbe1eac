import { messages } from '@gabarito/core'
import type { Database, Transaction } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { CacheEvents } from '../../lib/cache-events.ts'
import type { Caller } from '../../lib/caller.ts'
import { notFound } from '../../lib/errors.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import { accessEndsAtByCourse } from '../access/access.service.ts'
import {
  type CourseRow,
  type CourseValues,
  courseExists,
  findCourse,
  insertCourse,
  listCourses,
  listNews,
  listSubjectsWithTopics,
  type PlanPrice,
  updateCourseRow,
} from './courses.repo.ts'
import type { CourseJson } from './courses.schemas.ts'

/** The course's passing mark and reference exam (issue 32), read by the staff's course and the proficiency report. */
export { findAbilitySettings as courseAbilitySettings } from './courses.staff.repo.ts'
/** The question import's bulk write of subjects and topics by name: courses owns both tables (decision 0076). */
export { ensureSubjects, ensureTopics, topicKey } from './subjects.bulk.repo.ts'
export { courseExists }

export const COURSE_NOT_FOUND = messages.courseNotFound

/** The sections a course may switch off; a route of a section that is off is refused. */
export type CourseSection =
  | 'hasNews'
  | 'hasQuestions'
  | 'hasMaterial'
  | 'hasMock'
  | 'hasPastExams'
  | 'hasReports'
  | 'hasConcepts'

const SECTION_OFF: Record<CourseSection, string> = {
  hasNews: 'Este curso não possui notícias.',
  hasQuestions: 'Este curso não possui questões.',
  hasMaterial: 'Este curso não possui material de estudo.',
  hasMock: 'Este curso não possui simulado.',
  hasPastExams: 'Este curso não possui concursos anteriores.',
  hasReports: 'Este curso não possui relatórios.',
  hasConcepts: 'Este curso não possui conceitos.',
}

/** What students and staff both read of a course: its texts and the sections it has. */
export function courseFieldsJson(course: CourseRow) {
  return {
    id: course.id,
    nome: course.name,
    descricao: course.description,
    imagem: course.image,
    valor: course.priceHtml,
    termo_uso: course.termsHtml,
    termo_simulado: course.mockTermsHtml,
    has_noticia: course.hasNews,
    has_pergunta: course.hasQuestions,
    has_material: course.hasMaterial,
    has_simulado: course.hasMock,
    has_prova_anterior: course.hasPastExams,
    has_relatorio: course.hasReports,
    has_conceito: course.hasConcepts,
    index: course.showsProAccess,
  }
}

function toJson(course: CourseRow, endsAt: Date | null): CourseJson {
  return { ...courseFieldsJson(course), data_fim: endsAt ? endsAt.toISOString() : null }
}

/** Each course's PRO end date for the caller: the later of its own plan and the unlimited subscription. */
async function endDates(deps: Deps, caller: Caller | null): Promise<(courseId: number) => Date | null> {
  if (!caller) return () => null
  return accessEndsAtByCourse(deps, caller.id)
}

export async function listCoursesFor(deps: Deps, caller: Caller | null, filter: 'visible' | 'onSale') {
  const [rows, endOf] = await Promise.all([listCourses(deps.db, filter), endDates(deps, caller)])
  return rows.map((row) => toJson(row, endOf(row.id)))
}

// Course rows are read by every answer and batch; they change rarely, so each app keeps them 30 seconds.
const courseCache = perApp<Deps, number, CourseRow | undefined>(30_000)
const cachedCourse = (deps: Deps, courseId: number) =>
  courseCache(deps).get(courseId, () => findCourse(deps.db, courseId))

/** A course that exists and is shown to students (visible or on sale); 404 otherwise. */
export async function getCourse(deps: Deps, courseId: number): Promise<CourseRow> {
  const course = await cachedCourse(deps, courseId)
  if (!course || (!course.visible && !course.onSale)) throw notFound(COURSE_NOT_FOUND)
  return course
}

/** The course, when the section is on; a switched-off section answers 404 with its own message. */
export async function getCourseWithSection(deps: Deps, courseId: number, section: CourseSection) {
  const course = await getCourse(deps, courseId)
  if (!course[section]) throw notFound(SECTION_OFF[section])
  return course
}

export async function courseDetail(deps: Deps, caller: Caller | null, courseId: number) {
  const [course, endOf] = await Promise.all([getCourse(deps, courseId), endDates(deps, caller)])
  return toJson(course, endOf(course.id))
}

export async function courseSubjects(deps: Deps, courseId: number) {
  await getCourse(deps, courseId)
  const rows = await listSubjectsWithTopics(deps.db, courseId)
  return rows.map((s) => ({
    id: s.id,
    nome: s.name,
    descricao: s.description,
    assuntos: s.topics.map((t) => ({ id: t.id, nome: t.name, sigla: t.acronym })),
  }))
}

export async function courseNews(deps: Deps, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasNews')
  const rows = await listNews(deps.db, courseId, deps.clock())
  return rows.map((n) => ({
    id: n.id,
    nome: n.title,
    imagem: n.image,
    resumo: n.summaryHtml,
    data: n.publishedAt.toISOString(),
  }))
}

/**
 * What writing a course needs: the database, and the channel that tells every app instance to drop its
 * cached copy. Writers that no app shares a process or Redis with (the seed before the app starts, test
 * fixtures) have no channel; the copies they would miss expire in 30 seconds anyway.
 */
export interface CourseWriteDeps {
  db: Database
  cacheEvents?: CacheEvents
}

export interface NewCourse extends CourseValues {
  /** The plan's price per number of months. */
  prices?: PlanPrice[]
}

export type CreatedCourse = CourseRow & { planId: number }

const COURSE_KEY = /^course:(\d+)$/

/** Makes this app drop its copy of a course row when any instance (or the import command) announces a change. */
export function listenForCourseChanges(deps: Deps): void {
  deps.cacheEvents.onChange((key) => {
    const courseId = COURSE_KEY.exec(key)?.[1]
    if (courseId) courseCache(deps).delete(Number(courseId))
  })
}

/** Tells every instance, this one included, to drop its copies of these courses' rows. */
export async function forgetCachedCourses(deps: CourseWriteDeps, courseIds: number[]): Promise<void> {
  for (const id of courseIds) await deps.cacheEvents?.publish(`course:${id}`)
}

/**
 * Creates a course with its plan (`Plano <name>`, with `prices`), after the last course unless `position`
 * says otherwise. Alone it runs in its own transaction and announces the course; inside the caller's
 * transaction (`tx`) it cannot know when that commits, so the caller calls forgetCachedCourses after it
 * (an instance reading between the announcement and the commit would cache the old row again).
 */
export async function createCourse(
  deps: CourseWriteDeps,
  { prices = [], ...values }: NewCourse,
  tx?: Transaction,
): Promise<CreatedCourse> {
  if (tx) return insertCourse(tx, values, prices)
  const course = await deps.db.transaction((own) => insertCourse(own, values, prices))
  await forgetCachedCourses(deps, [course.id])
  return course
}

/**
 * Changes a course and announces it, so every instance serves the new row at once; 404 when there is none.
 * Inside the caller's transaction (`tx`, a staff change with its audit row) the caller announces it with
 * forgetCachedCourses once that commits, as for createCourse.
 */
export async function updateCourse(
  deps: CourseWriteDeps,
  courseId: number,
  values: Partial<CourseValues>,
  tx?: Transaction,
): Promise<CourseRow> {
  const db = tx ?? deps.db
  const row =
    Object.keys(values).length > 0
      ? await updateCourseRow(db, courseId, values)
      : await findCourse(db, courseId)
  if (!row) throw notFound(COURSE_NOT_FOUND)
  if (!tx) await forgetCachedCourses(deps, [courseId])
  return row
}
