import {
  dismissalHolds,
  ITEM_STATS_MIN_ANSWERS,
  messages,
  QUALITY_MIN_OPEN_COMMENTS,
  QUALITY_REASONS,
  type QualityFigures,
  type QualityReason,
} from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { calibrationSummary } from '../ability/ability.service.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { courseExists } from '../courses/courses.service.ts'
import { QUESTION_NOT_FOUND } from '../questions/questions.staff.service.ts'
import { lastRunAt } from './item-stats.repo.ts'
import {
  alternativeFigures,
  type Dismissal,
  dismissalsOf,
  type QualityCandidate,
  qualityCandidate,
  qualityCandidates,
  statsComputedAt,
  upsertDismissal,
} from './quality.repo.ts'

export const NOT_IN_QUEUE = 'Esta questão não está na fila de revisão por este motivo.'
export const NOT_DISMISSABLE =
  'Parâmetros extremos não se dispensam: saem da fila quando a próxima calibração os traz de volta.'

const figuresOf = (c: QualityCandidate): QualityFigures => ({
  answers: c.answers,
  facility: c.facility,
  correctAlternativeId: c.correctAlternativeId,
  openComments: c.openComments,
})

/** The reasons a question is in the queue for, most serious first, before dismissals (decision 0024). */
function flaggedReasons(c: QualityCandidate): QualityReason[] {
  const enough = c.answers >= ITEM_STATS_MIN_ANSWERS
  const reasons: QualityReason[] = []
  // A key changed since the last run: its old flags say nothing about the new key until the next run.
  if (enough && c.keySuspect && c.statsKeyCurrent) reasons.push('gabarito_suspeito')
  if (enough && c.facilityExtreme) reasons.push('facilidade_extrema')
  if (c.openComments >= QUALITY_MIN_OPEN_COMMENTS) reasons.push('comentarios')
  if (c.parametersExtreme) reasons.push('parametros_extremos')
  return reasons
}

/** The reasons still open: a dismissed one stays out while its figures hold. */
function openReasons(c: QualityCandidate, dismissals: Dismissal[]): QualityReason[] {
  const now = figuresOf(c)
  return flaggedReasons(c).filter((reason) => {
    const d = dismissals.find((x) => x.questionId === c.questionId && x.reason === reason)
    return !d || !dismissalHolds(reason, d, now)
  })
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** The statement as plain text (tags already dropped by the query), entities read, cut at 160 characters. */
const excerpt = (text: string) => {
  const plain = text
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > 160 ? `${plain.slice(0, 159)}…` : plain
}

async function requireCourse(deps: Pick<Deps, 'db'>, courseId: number) {
  if (!(await courseExists(deps.db, courseId))) throw fieldError('modulo_id', messages.courseNotFound)
}

/**
 * `GET /admin/perguntas/revisao?modulo_id=`: the course's questions with an open reason, ordered by how many
 * students they affect (students counted, or open comments for a question without statistics).
 */
export async function qualityQueue(deps: Pick<Deps, 'db' | 'replica'>, caller: Caller, courseId: number) {
  requirePermission(caller, 'item-stats.review')
  await requireCourse(deps, courseId)
  // The statistics from the replica (decision 0045); the dismissals, the staff's own edits, from the primary.
  const candidates = await qualityCandidates(deps.replica, courseId, QUALITY_MIN_OPEN_COMMENTS)
  const dismissals = await dismissalsOf(
    deps.db,
    candidates.map((c) => c.questionId),
  )
  const rows = candidates.flatMap((c) => {
    const motivos = openReasons(c, dismissals)
    const [motivo] = motivos
    if (!motivo) return []
    return [
      {
        pergunta_id: c.questionId,
        motivo,
        motivos,
        facilidade: c.facility,
        discriminacao: c.discrimination,
        respostas: c.answers,
        comentarios: c.openComments,
        disciplina: c.subjectName,
        enunciado: excerpt(c.statement),
        status: c.status,
      },
    ]
  })
  const affected = (r: (typeof rows)[number]) => Math.max(r.respostas, r.comentarios)
  const rank = (r: (typeof rows)[number]) => QUALITY_REASONS.indexOf(r.motivo)
  rows.sort((a, b) => affected(b) - affected(a) || rank(a) - rank(b) || a.pergunta_id - b.pergunta_id)
  const [last, calibration] = await Promise.all([
    lastRunAt(deps.db, courseId),
    calibrationSummary(deps.replica, courseId),
  ])
  return { calculadas_em: last?.toISOString() ?? null, ...calibration, data: rows }
}

/** `POST /admin/perguntas/{id}/revisao/dispensar { motivo, justificativa }`: audited; lasts while the figures hold. */
export async function dismissQualityReason(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  questionId: number,
  input: { motivo: QualityReason; justificativa: string },
) {
  requirePermission(caller, 'item-stats.review')
  // The database keeps only the dismissable reasons (decision 0059): this one clears with the next calibration.
  if (input.motivo === 'parametros_extremos') throw fieldError('motivo', NOT_DISMISSABLE)
  return deps.db.transaction(async (tx) => {
    const candidate = await qualityCandidate(tx, questionId)
    if (!candidate) throw notFound(QUESTION_NOT_FOUND)
    const dismissals = await dismissalsOf(tx, [questionId])
    if (!openReasons(candidate, dismissals).includes(input.motivo)) throw fieldError('motivo', NOT_IN_QUEUE)
    const at = deps.clock()
    const figures = figuresOf(candidate)
    await upsertDismissal(tx, {
      questionId,
      reason: input.motivo,
      ...figures,
      note: input.justificativa,
      userId: caller.id,
      at,
    })
    await recordAudit(tx, caller, {
      action: 'dispensar_revisao',
      entity: 'pergunta',
      entityId: questionId,
      after: {
        motivo: input.motivo,
        justificativa: input.justificativa,
        respostas: figures.answers,
        facilidade: figures.facility,
        comentarios: figures.openComments,
      },
    })
    return {
      pergunta_id: questionId,
      motivo: input.motivo,
      justificativa: input.justificativa,
      dispensada_em: at.toISOString(),
    }
  })
}

/** `GET /admin/perguntas/{id}/estatisticas`: the figures the question editor shows. */
export async function questionStats(deps: Pick<Deps, 'db' | 'replica'>, caller: Caller, questionId: number) {
  requirePermission(caller, 'item-stats.review')
  // The figures from the replica (decision 0045), but for a question created a moment ago it has not seen yet.
  const onReplica = await qualityCandidate(deps.replica, questionId)
  const source = onReplica ? deps.replica : deps.db
  const candidate = onReplica ?? (await qualityCandidate(deps.db, questionId))
  if (!candidate) throw notFound(QUESTION_NOT_FOUND)
  const [alternatives, dismissals, computedAt] = [
    await alternativeFigures(source, questionId),
    await dismissalsOf(deps.db, [questionId]),
    await statsComputedAt(source, questionId),
  ]
  return {
    pergunta_id: questionId,
    calculadas_em: computedAt?.toISOString() ?? null,
    respostas: candidate.answers,
    suficiente: candidate.answers >= ITEM_STATS_MIN_ANSWERS,
    minimo: ITEM_STATS_MIN_ANSWERS,
    facilidade: candidate.facility,
    discriminacao: candidate.discrimination,
    motivos: openReasons(candidate, dismissals),
    alternativas: alternatives.map((a) => ({
      id: a.id,
      letra: a.letter,
      correta: a.id === candidate.correctAlternativeId,
      escolhas: a.chosen,
      proporcao: a.share,
      ponto_bisserial: a.pointBiserial,
    })),
  }
}
