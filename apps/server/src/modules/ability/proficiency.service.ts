import {
  ABILITY_MIN_ITEMS,
  type ExamCurves,
  estimatedScoreOn,
  examCurves,
  type ItemParams,
  normalOnNodes,
  passingChanceOn,
  quadrature,
  REPORTS_PRO,
} from '@gabarito/core'
import type { Proficiency, ProficiencyWeek } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { requireCourseAccess } from '../access/access.service.ts'
import { courseAbilitySettings, getCourseWithSection } from '../courses/courses.service.ts'
import { calibratedResponses, courseItems, freshestEstimate } from './fresh-ability.ts'
import {
  type ExamItems,
  findCalibrationRun,
  findEstimate,
  findReferenceExam,
  historyOf,
} from './proficiency.repo.ts'

/** The weeks of history the report shows. */
export const PROFICIENCY_WEEKS = 26

export const NOT_CALIBRATED = 'O curso ainda não tem respostas suficientes para estimar sua nota.'
export const NO_REFERENCE_EXAM =
  'O curso ainda não tem uma prova de referência com todas as questões calibradas.'
export const REFERENCE_NOT_CALIBRATED = 'A prova de referência ainda tem questões sem calibração.'
export const NO_PASS_MARK = 'O curso ainda não tem nota de corte.'
export const moreItemsNeeded = (n: number) =>
  n === 1
    ? 'Responda mais 1 questão para ver sua nota estimada.'
    : `Responda mais ${n} questões para ver sua nota estimada.`

const round = (value: number, digits: number) => Number(value.toFixed(digits))
const { nodes } = quadrature()

/** The estimated score, its interval and the chance of passing from a posterior over the nodes. */
function prediction(posterior: ArrayLike<number>, exam: ExamCurves | null) {
  if (!exam) return { nota_estimada: null, intervalo: null, chance_aprovacao: null }
  const score = estimatedScoreOn(exam, posterior)
  return {
    nota_estimada: round(score.expected, 1),
    intervalo: [round(score.low, 1), round(score.high, 1)] as [number, number],
    chance_aprovacao: exam.pass === null ? null : round(100 * passingChanceOn(exam, posterior), 1),
  }
}

/** The reference exam's items when every counted question has parameters; otherwise why not. */
function usableItems(exam: ExamItems | undefined): { items: ItemParams[] | null; reason: string | null } {
  if (!exam) return { items: null, reason: NO_REFERENCE_EXAM }
  if (exam.items.length === 0 || exam.items.length < exam.questions)
    return { items: null, reason: REFERENCE_NOT_CALIBRATED }
  return { items: exam.items, reason: null }
}

/**
 * `GET /geral/relatorio/modulo/{id}/proficiencia` (decision 0059): the caller's ability (the last calibration's, or
 * one computed now from the caller's progress and the items' parameters when it knows more answers, decision 0070),
 * the estimated score on the reference exam with its 80% interval, the chance of reaching the passing mark, the
 * weeks before (each week's stored EAP and error as a normal posterior) and the subjects that would raise it most.
 * Reads the calibration's tables and the caller's progress rows, never the answers.
 */
export async function proficiency(deps: Deps, caller: Caller, courseId: number): Promise<Proficiency> {
  await getCourseWithSection(deps, courseId, 'hasReports')
  await requireCourseAccess(deps, caller.id, courseId, REPORTS_PRO)
  const db = deps.replica
  const [run, stored, settings] = await Promise.all([
    findCalibrationRun(db, courseId),
    findEstimate(db, caller.id, courseId),
    courseAbilitySettings(db, courseId),
  ])
  const empty = (items: number): Proficiency => ({
    theta: null,
    erro_padrao: null,
    itens: items,
    faltam: Math.max(0, ABILITY_MIN_ITEMS - items),
    nota_estimada: null,
    intervalo: null,
    chance_aprovacao: null,
    nota_corte: settings.passMark,
    prova_referencia: null,
    atualizado_em: null,
    motivo: null,
    semanas: [],
    disciplinas: [],
  })
  // Nothing the student can answer brings an estimate before the course's first calibrated questions: no count.
  if (!run || run.items === 0) return { ...empty(stored?.items ?? 0), faltam: 0, motivo: NOT_CALIBRATED }
  const course = await courseItems(deps, courseId, run.computed_at)
  const [responses, exam, history] = await Promise.all([
    calibratedResponses(db, caller.id, course),
    findReferenceExam(db, courseId, settings.referenceExamId),
    historyOf(db, caller.id, courseId, PROFICIENCY_WEEKS),
  ])
  const estimate = freshestEstimate(stored, responses, deps.clock())
  const base = empty(estimate?.items ?? 0)
  const gains = estimate?.subject_gains ?? []
  const reference = exam ? { id: exam.id, nome: exam.name } : null
  const usable = usableItems(exam)
  // The exam's curves once for the current estimate and every week (each a pass over the exam's questions).
  const curves = usable.items ? examCurves(nodes, usable.items, settings.passMark) : null
  const semanas: ProficiencyWeek[] = history.map((week) => ({
    semana: week.week,
    ...prediction(normalOnNodes(nodes, week.theta, week.standard_error), curves),
  }))
  if (!estimate || estimate.theta === null || estimate.standard_error === null || !estimate.posterior)
    return { ...base, prova_referencia: reference, motivo: moreItemsNeeded(base.faltam), semanas }
  const predicted = prediction(estimate.posterior, curves)
  return {
    ...base,
    theta: round(estimate.theta, 3),
    erro_padrao: round(estimate.standard_error, 3),
    ...predicted,
    prova_referencia: reference,
    atualizado_em: estimate.computed_at.toISOString(),
    motivo: usable.reason ?? (settings.passMark === null ? NO_PASS_MARK : null),
    semanas,
    disciplinas: gains
      .filter((g) => course.subjectNames.has(g.subjectId))
      .map((g) => ({
        id: g.subjectId,
        nome: course.subjectNames.get(g.subjectId) as string,
        peso: round(g.weight, 1),
      })),
  }
}
