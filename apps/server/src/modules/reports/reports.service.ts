import {
  performancePercent,
  REPORT_WINDOW_DAYS,
  REPORTS_PRO,
  reportMonths,
  saoPauloDayHour,
  WEEKDAYS_PT,
} from '@gabarito/core'
import type {
  Concept,
  HourRow,
  MonthlySeries,
  SubjectRow,
  WeakTopic,
  WeekdayRow,
} from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { notFound } from '../../lib/errors.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import { requireCourseAccess } from '../access/access.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { renderReportPdf } from './reports.pdf.ts'
import {
  conceptTallies,
  courseMonths,
  courseSubjectTotals,
  type ExamConcept,
  examConcepts,
  studentConcepts,
  studentHours,
  studentMonths,
  studentSubjects,
  studentWeekdays,
  subjectOfCourse,
  type Tally,
  weakestTopics,
} from './reports.repo.ts'

export const SUBJECT_NOT_FOUND = 'Disciplina não encontrada neste curso.'

/** At least this many answers in a topic before it can be named a weak one. */
export const WEAK_TOPIC_MIN_ANSWERS = 10
const WEAK_TOPICS = 5

/**
 * The course, when it has reports and the caller has it (a plan for it or the unlimited subscription): reports are
 * PRO (decision 0015), so a student without a plan gets 423 with what the plan unlocks.
 */
async function reportCourse(
  deps: Deps,
  caller: Caller,
  courseId: number,
  section: 'hasReports' | 'hasConcepts',
) {
  await getCourseWithSection(deps, courseId, 'hasReports')
  if (section === 'hasConcepts') await getCourseWithSection(deps, courseId, 'hasConcepts')
  await requireCourseAccess(deps, caller.id, courseId, REPORTS_PRO)
}

const today = (deps: Deps) => saoPauloDayHour(deps.clock()).day

/** The series of `tallies` over the window's months, zeros where there were no answers. */
function series(months: { month: string; label: string }[], tallies: (Tally & { month: string })[]) {
  const byMonth = new Map(tallies.map((t) => [t.month, t]))
  return months.map(({ month, label }) => {
    const t = byMonth.get(month)
    const count = Number(t?.answers ?? 0)
    const acerto = Number(t?.hits ?? 0)
    return { label, count, acerto, erro: count - acerto }
  })
}

/** `/tentativas/mes/270`: the caller's months and everyone's, whole São Paulo months over the last 270 days. */
export async function monthlySeries(deps: Deps, caller: Caller, courseId: number): Promise<MonthlySeries> {
  await reportCourse(deps, caller, courseId, 'hasReports')
  const months = reportMonths(today(deps), REPORT_WINDOW_DAYS)
  const since = months[0]?.month as string
  const [mine, everyone] = await Promise.all([
    studentMonths(deps.replica, caller.id, courseId, since),
    courseMonths(deps.replica, courseId, since),
  ])
  return { meu: series(months, mine), todos: series(months, everyone) }
}

const subjectRows = (rows: (Tally & { id: number; name: string })[]): SubjectRow[] =>
  rows.map((r) => ({ id: r.id, nome: r.name, count: Number(r.answers), acerto: Number(r.hits) }))

/** `/disciplina`: the caller's answers and hits per subject of the course. */
export async function mySubjects(deps: Deps, caller: Caller, courseId: number): Promise<SubjectRow[]> {
  await reportCourse(deps, caller, courseId, 'hasReports')
  return subjectRows(await studentSubjects(deps.replica, caller.id, courseId))
}

/** `/disciplina/todos`: everyone's answers and hits per subject of the course. */
export async function everyonesSubjects(deps: Deps, caller: Caller, courseId: number): Promise<SubjectRow[]> {
  await reportCourse(deps, caller, courseId, 'hasReports')
  return subjectRows(await courseSubjectTotals(deps.replica, courseId))
}

function slots(n: number, rows: (Tally & { slot: number })[]) {
  const bySlot = new Map(rows.map((r) => [r.slot, r]))
  return Array.from({ length: n }, (_, i) => ({
    count: bySlot.get(i)?.answers ?? 0,
    acerto: bySlot.get(i)?.hits ?? 0,
  }))
}

/** `/dia/semana`: the seven weekdays, Sunday first. */
export async function byWeekday(deps: Deps, caller: Caller, courseId: number): Promise<WeekdayRow[]> {
  await reportCourse(deps, caller, courseId, 'hasReports')
  const rows = await studentWeekdays(deps.replica, caller.id, courseId)
  return slots(7, rows).map((s, i) => ({ dia: WEEKDAYS_PT[i] as string, ...s }))
}

/** `/dia/hora`: the hours 0 to 23. */
export async function byHour(deps: Deps, caller: Caller, courseId: number): Promise<HourRow[]> {
  await reportCourse(deps, caller, courseId, 'hasReports')
  const rows = await studentHours(deps.replica, caller.id, courseId)
  return slots(24, rows).map((s, i) => ({ d: i, ...s }))
}

// Which concepts fell in a subject's past exams changes only when staff change the bank: each app keeps the
// counts 10 minutes (the caller's own numbers are always read afresh).
const examConceptCache = perApp<Deps, string, ExamConcept[]>(10 * 60_000)
const CONCEPTS_KEY = 'concepts'

/** Makes this app drop its concept counts when any instance announces that staff changed a concept. */
export function listenForConceptChanges(deps: Deps): void {
  deps.cacheEvents.onChange((key) => {
    if (key === CONCEPTS_KEY) examConceptCache(deps).clear()
  })
}

/**
 * Tells every instance, this one included, to drop its concept counts (names, descriptions and counts are kept
 * together). Call it after the transaction that changed a concept or the bank's tags commits.
 */
export async function forgetConceptCounts(deps: Pick<Deps, 'cacheEvents'>): Promise<void> {
  await deps.cacheEvents.publish(CONCEPTS_KEY)
}

/** The concepts that fell most in the subject's (or topic's) past exams, with the caller's numbers. */
export async function mainConcepts(
  deps: Deps,
  caller: Caller,
  courseId: number,
  subjectId: number,
  topicId: number | null,
): Promise<Concept[]> {
  await reportCourse(deps, caller, courseId, 'hasConcepts')
  if (!(await subjectOfCourse(deps.db, courseId, subjectId, topicId))) throw notFound(SUBJECT_NOT_FOUND)
  const concepts = await examConceptCache(deps).get(`${subjectId}/${topicId ?? ''}`, () =>
    examConcepts(deps.db, subjectId, topicId),
  )
  const tallies = await conceptTallies(
    deps.replica,
    caller.id,
    courseId,
    concepts.map((c) => c.id),
  )
  const byTag = new Map(tallies.map((t) => [t.tagId, t]))
  return concepts.map((c) => {
    const count = byTag.get(c.id)?.answers ?? 0
    const acerto = byTag.get(c.id)?.hits ?? 0
    return {
      id: c.id,
      nome: c.name,
      descricao: c.detailsHtml,
      perguntas_chs_count: c.examQuestions,
      acerto,
      count,
      acertop: performancePercent(acerto, count),
    }
  })
}

/** "Onde você mais perde pontos": the five topics with the lowest performance among those with 10+ answers. */
export async function weakTopics(deps: Deps, caller: Caller, courseId: number): Promise<WeakTopic[]> {
  await reportCourse(deps, caller, courseId, 'hasReports')
  const rows = await weakestTopics(deps.replica, caller.id, courseId, WEAK_TOPIC_MIN_ANSWERS, WEAK_TOPICS)
  return rows.map((r) => ({
    id: r.id,
    sigla: r.acronym,
    nome: r.name,
    disciplina_id: r.subjectId,
    disciplina: r.subjectName,
    count: r.answers,
    acerto: r.hits,
    acertop: performancePercent(r.hits, r.answers),
  }))
}

/** One row per concept or subject: its name, the caller's answers and hits. */
type PerformanceRows = (
  db: Deps['replica'],
  userId: number,
  courseId: number,
) => Promise<{ name: string; answers: number; hits: number }[]>

/** The caller's performance per concept or subject as a PDF, for PRO students of a course with reports. */
async function performancePdf(
  deps: Deps,
  caller: Caller,
  courseId: number,
  report: { title: string; label: string; rows: PerformanceRows },
): Promise<Buffer> {
  const course = await getCourseWithSection(deps, courseId, 'hasReports')
  await requireCourseAccess(deps, caller.id, courseId, REPORTS_PRO)
  const rows = await report.rows(deps.replica, caller.id, courseId)
  return renderReportPdf({
    title: report.title,
    label: report.label,
    student: caller.nome,
    course: course.name,
    at: deps.clock(),
    rows: rows.map((r) => ({ nome: r.name, count: r.answers, acerto: r.hits })),
  })
}

/** `/tag`: the caller's performance per concept as a PDF. */
export function conceptsPdf(deps: Deps, caller: Caller, courseId: number): Promise<Buffer> {
  const report = { title: 'Desempenho por conceito', label: 'Conceito', rows: studentConcepts }
  return performancePdf(deps, caller, courseId, report)
}

/** `/rendimento/disciplina`: the caller's performance per subject as a PDF. */
export function subjectsPdf(deps: Deps, caller: Caller, courseId: number): Promise<Buffer> {
  const report = { title: 'Desempenho por disciplina', label: 'Disciplina', rows: studentSubjects }
  return performancePdf(deps, caller, courseId, report)
}
