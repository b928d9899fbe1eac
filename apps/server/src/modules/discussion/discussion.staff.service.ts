import { DISCUSSION_STATUS } from '@gabarito/core'
import type { DiscussionModeration, DiscussionQueueRow, TeamCommentBody } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import * as repo from './discussion.repo.ts'
import { DISCUSSION_NOT_FOUND, QUESTION_NOT_FOUND } from './discussion.service.ts'
import * as staffRepo from './discussion.staff.repo.ts'

/** The permission of the staff's comment screen, where the queue lives. */
const PERMISSION = 'comments.moderate'
const ENTITY = 'comentario_discussao'
export const USER_NOT_FOUND = 'Usuário não encontrado.'
export const PIN_HIDDEN = 'Um comentário oculto não pode ser fixado: aprove-o antes.'
export const PIN_ONLY_TOP_LEVEL = 'Só um comentário principal pode ser fixado, não uma resposta.'

function queueRowJson(row: staffRepo.QueueRecord): DiscussionQueueRow {
  return {
    id: row.id,
    pergunta_id: row.questionId,
    resposta_a: row.parentId,
    texto: row.text,
    status: row.status,
    fixado: row.pinned,
    equipe: row.team,
    denuncias: row.reports,
    motivos: row.reasons ?? [],
    criado_em: row.createdAt.toISOString(),
    autor: { id: row.userId, apelido: row.nickname, nome: row.name, bloqueado: row.blocked },
  }
}

/**
 * The moderation queue: pending and reported comments, oldest first, with the author's name (staff only); with a
 * question, every comment of it.
 */
export async function discussionQueue(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  request: DataTableBody,
  questionId?: number,
) {
  requirePermission(caller, PERMISSION)
  const page = await staffRepo.pageQueue(deps.db, request, questionId)
  return { ...page, data: page.data.map(queueRowJson) }
}

export type ModerationAction = 'aprovar' | 'ocultar' | 'fixar' | 'desafixar'

/** What each action changes, given the comment as it stands; a refusal is a 422 in pt-BR. */
function changeFor(action: ModerationAction, current: repo.CommentRecord): Partial<staffRepo.Moderation> {
  switch (action) {
    case 'aprovar':
      return { status: DISCUSSION_STATUS.approved, reports: 0 }
    case 'ocultar':
      // A hidden comment is pinned no more: were it approved again, it would come back unpinned.
      return { status: DISCUSSION_STATUS.hidden, reports: 0, pinned: false }
    case 'fixar':
      if (current.parentId !== null) throw fieldError('id', PIN_ONLY_TOP_LEVEL)
      if (current.status === DISCUSSION_STATUS.hidden) throw fieldError('id', PIN_HIDDEN)
      // Pinning a pending comment approves it: the staff chose it to be read first.
      return current.status === DISCUSSION_STATUS.pending
        ? { status: DISCUSSION_STATUS.approved, reports: 0, pinned: true }
        : { pinned: true }
    case 'desafixar':
      return { pinned: false }
  }
}

/**
 * Approves, hides, pins ("Destacado pela equipe") or unpins a comment. Approving and hiding (and pinning a pending
 * comment, which approves it) close its open reports and name the moderator; the change and its audit row commit
 * together.
 */
export async function moderateDiscussion(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  id: number,
  action: ModerationAction,
): Promise<DiscussionModeration> {
  requirePermission(caller, PERMISSION)
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockComment(tx, id)
    if (!current) throw notFound(DISCUSSION_NOT_FOUND)
    const change = changeFor(action, current)
    const now = deps.clock()
    const decides = change.status !== undefined
    const row = await staffRepo.updateModeration(tx, id, {
      ...change,
      ...(decides ? { moderatedBy: caller.id, moderatedAt: now } : {}),
      updatedAt: now,
    })
    if (!row) throw notFound(DISCUSSION_NOT_FOUND)
    await recordAudit(tx, caller, {
      action,
      entity: ENTITY,
      entityId: id,
      before: { status: current.status, fixado: current.pinned, denuncias: current.reports },
      after: { status: row.status, fixado: row.pinned, denuncias: row.reports },
    })
    return { id: row.id, status: row.status, fixado: row.pinned, denuncias: row.reports }
  })
}

/** Blocks the student from commenting in discussions, or lets them again; audited when it changes anything. */
export async function setDiscussionBlock(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  userId: number,
  blocked: boolean,
) {
  requirePermission(caller, PERMISSION)
  return deps.db.transaction(async (tx) => {
    if (!(await staffRepo.userExists(tx, userId))) throw notFound(USER_NOT_FOUND)
    const changed = blocked
      ? await staffRepo.insertBlock(tx, userId, caller.id, deps.clock())
      : await staffRepo.deleteBlock(tx, userId)
    if (changed)
      await recordAudit(tx, caller, {
        action: blocked ? 'bloquear' : 'desbloquear',
        entity: 'usuario_discussao',
        entityId: userId,
        before: { bloqueado: !blocked },
        after: { bloqueado: blocked },
      })
    return { usuario_id: userId, bloqueado: blocked }
  })
}

/**
 * The team's comment under a question (decision 0067): written by a staff member, approved at once, marked as the
 * team's and shown above every other comment. Neither the hourly limit nor the block of the students' discussion
 * applies; the comment and its audit row commit together.
 */
export async function writeTeamComment(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  questionId: number,
  body: TeamCommentBody,
): Promise<DiscussionQueueRow> {
  requirePermission(caller, PERMISSION)
  const now = deps.clock()
  const question = await repo.findPublishedQuestion(deps.db, questionId, now)
  if (!question) throw notFound(QUESTION_NOT_FOUND)
  const id = await deps.db.transaction(async (tx) => {
    const id = await repo.insertComment(tx, {
      questionId,
      courseId: question.courseId,
      userId: caller.id,
      text: body.texto,
      status: DISCUSSION_STATUS.approved,
      team: true,
      moderatedBy: caller.id,
      moderatedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    await recordAudit(tx, caller, {
      action: 'criar',
      entity: ENTITY,
      entityId: id,
      before: null,
      after: { pergunta_id: questionId, texto: body.texto, equipe: true },
    })
    return id
  })
  const row = await staffRepo.findQueueRow(deps.db, id)
  if (!row) throw notFound(DISCUSSION_NOT_FOUND)
  return queueRowJson(row)
}
