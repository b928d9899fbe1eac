import { COMMENT_STATUS, parseSaoPauloDateTime } from '@gabarito/core'
import type { StaffCommentDetail, StaffCommentRow } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { excerpt } from '../../lib/html.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { loadStaffQuestion } from '../questions/questions.staff.service.ts'
import type { CommentListQuery, CommentPatch } from './comments.schemas.ts'
import * as repo from './comments.staff.repo.ts'

export const COMMENT_NOT_FOUND = 'Comentário não encontrado.'
const ENTITY = 'comentario'
const DAY_MS = 24 * 60 * 60 * 1000

function rowJson(row: repo.StaffCommentRecord): StaffCommentRow {
  return {
    id: row.id,
    texto: row.text,
    status: row.status,
    data: row.createdAt.toISOString(),
    atualizado_em: row.updatedAt.toISOString(),
    usuario: { id: row.userId, nome: row.userName, apelido: row.userNickname },
    modulo: { id: row.courseId, nome: row.courseName },
    pergunta: {
      id: row.questionId,
      texto: excerpt(row.questionHtml),
      disciplina: { id: row.subjectId, nome: row.subjectName },
    },
    resposta: row.replyText,
    respondido_em: row.repliedAt?.toISOString() ?? null,
    respondido_por: row.repliedById === null ? null : { id: row.repliedById, nome: row.repliedByName ?? '' },
  }
}

/** A São Paulo day (yyyy-mm-dd) as the instant it starts; 422 on the field when it is no real date. */
function dayStart(value: string, field: string, message: string): Date {
  const start = parseSaoPauloDateTime(`${value}T00:00`)
  if (!start) throw fieldError(field, message)
  return start
}

/** The comments for the back office (DataTables), newest first, with the table's filters. */
export async function commentTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  request: DataTableBody,
  query: CommentListQuery,
) {
  requirePermission(caller, 'comments.moderate')
  const from = query.de === undefined ? undefined : dayStart(query.de, 'de', 'Data inicial inválida.')
  const last = query.ate === undefined ? undefined : dayStart(query.ate, 'ate', 'Data final inválida.')
  if (from && last && last < from)
    throw fieldError('ate', 'A data final deve ser igual ou posterior à inicial.')
  const page = await repo.pageComments(deps.replica, request, {
    courseId: query.modulo_id,
    subjectId: query.disciplina_id,
    status: query.status,
    from,
    until: last && new Date(last.getTime() + DAY_MS),
  })
  return { ...page, data: page.data.map(rowJson) }
}

/** One comment beside its question (with the key) and the other comments on that question. */
export async function getStaffComment(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<StaffCommentDetail> {
  requirePermission(caller, 'comments.moderate')
  const row = await repo.findStaffComment(deps.db, id)
  if (!row) throw notFound(COMMENT_NOT_FOUND)
  const [question, others] = await Promise.all([
    loadStaffQuestion(deps.db, row.questionId),
    repo.otherCommentsOnQuestion(deps.db, row.questionId, id),
  ])
  return { comentario: rowJson(row), pergunta: question, outros_comentarios: others.map(rowJson) }
}

/**
 * Moderates a comment: a new status, a reply (which makes it Respondida unless a status is sent too), or both.
 * Respondida needs a reply, sent now or given before. The change and its audit row commit together.
 */
export async function moderateComment(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  id: number,
  body: CommentPatch,
): Promise<StaffCommentRow> {
  requirePermission(caller, 'comments.moderate')
  if (body.status === undefined && body.resposta === undefined)
    throw fieldError('status', 'Informe a situação ou a resposta.')
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockComment(tx, id)
    if (!current) throw notFound(COMMENT_NOT_FOUND)
    const status = body.status ?? (body.resposta === undefined ? current.status : COMMENT_STATUS.answered)
    const reply = body.resposta ?? current.replyText
    if (status === COMMENT_STATUS.answered && !reply)
      throw fieldError('resposta', 'Escreva a resposta para marcar o comentário como Respondida.')
    const replied = body.resposta !== undefined && body.resposta !== current.replyText
    if (replied || status !== current.status) {
      const now = deps.clock()
      await repo.updateComment(tx, id, {
        status,
        updatedAt: now,
        ...(replied ? { replyText: body.resposta, repliedBy: caller.id, repliedAt: now } : {}),
      })
      await recordAudit(tx, caller, {
        action: replied ? 'responder' : 'alterar',
        entity: ENTITY,
        entityId: id,
        before: { status: current.status, resposta: current.replyText },
        after: { status, resposta: reply },
      })
    }
    const row = await repo.findStaffComment(tx, id)
    if (!row) throw notFound(COMMENT_NOT_FOUND)
    return rowJson(row)
  })
}
