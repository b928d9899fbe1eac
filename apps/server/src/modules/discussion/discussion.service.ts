import { DISCUSSION_HOURLY_LIMIT, DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS } from '@gabarito/core'
import type {
  DiscussionBody,
  DiscussionComment,
  DiscussionPage,
  DiscussionQuery,
  DiscussionReply,
  DiscussionVote,
} from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts'
import { hasCourseAccess } from '../access/access.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import * as repo from './discussion.repo.ts'

export const QUESTION_NOT_FOUND = 'Questão não encontrada.'
export const DISCUSSION_NOT_FOUND = 'Comentário não encontrado.'
export const AUTHOR_BLOCKED = 'Você foi impedido de comentar nas discussões pela equipe.'
export const HOURLY_LIMIT_REACHED = `Você atingiu o limite de ${DISCUSSION_HOURLY_LIMIT} comentários por hora. Tente novamente mais tarde.`
export const REPLY_TO_REPLY = 'Não é possível responder a uma resposta: responda ao comentário principal.'
export const REPLY_TARGET_INVALID = 'Só é possível responder a um comentário aprovado desta questão.'
export const OWN_VOTE = 'Você não pode marcar seu próprio comentário como útil.'
export const OWN_REPORT = 'Você não pode denunciar seu próprio comentário.'
export const REPORT_THANKS = 'Denúncia registrada. A equipe vai analisar o comentário.'
const HOUR_MS = 60 * 60 * 1000

/**
 * The question, when the caller may see it (decision 0067): published, of a course shown to students with its
 * questions on; a past exam's with access to the course, or once a mock served it (every student of the course,
 * free or PRO, met it there); none an open modo-prova mock holds (its discussion could give the key away before the
 * close). Anything else is the same 404 as a question that does not exist. Having answered is not required
 * (decision of issue 31): the screen shows the tab after the answer.
 */
export async function reachableQuestion(deps: Deps, caller: Caller, questionId: number) {
  const question = await repo.findPublishedQuestion(deps.db, questionId, deps.clock())
  if (!question || question.sealed) throw notFound(QUESTION_NOT_FOUND)
  await getCourseWithSection(deps, question.courseId, 'hasQuestions')
  if (
    question.examId !== null &&
    !question.inMock &&
    !(await hasCourseAccess(deps, caller.id, question.courseId))
  )
    throw notFound(QUESTION_NOT_FOUND)
  return question
}

function replyJson(row: repo.ShownComment, viewerId: number): DiscussionReply {
  const mine = row.userId === viewerId
  return {
    id: row.id,
    texto: row.text,
    apelido: row.nickname,
    criado_em: row.createdAt.toISOString(),
    uteis: row.useful,
    votei: row.voted,
    meu: mine,
    ...(mine ? { status: row.status } : {}),
    fixado: row.pinned,
    equipe: row.team,
  }
}

/** A page of the question's discussion as the caller may see it: never another student's pending or hidden comment. */
export async function questionDiscussion(
  deps: Deps,
  caller: Caller,
  questionId: number,
  query: DiscussionQuery,
): Promise<DiscussionPage> {
  await reachableQuestion(deps, caller, questionId)
  const top = await repo.listTopLevel(deps.db, {
    questionId,
    viewerId: caller.id,
    order: query.ordem,
    offset: (query.pagina - 1) * DISCUSSION_PAGE_SIZE,
    limit: DISCUSSION_PAGE_SIZE,
  })
  const total =
    top[0]?.total ?? (query.pagina === 1 ? 0 : await repo.countTopLevel(deps.db, questionId, caller.id))
  const replies = top.length
    ? await repo.listReplies(
        deps.db,
        top.map((row) => row.id),
        caller.id,
      )
    : []
  const comments: DiscussionComment[] = top.map((row) => ({
    ...replyJson(row, caller.id),
    respostas: replies.filter((r) => r.parentId === row.id).map((r) => replyJson(r, caller.id)),
  }))
  return { comentarios: comments, total, pagina: query.pagina }
}

/**
 * A new comment, pending until the staff approve it. A reply answers an approved top-level comment of the same
 * question. At most DISCUSSION_HOURLY_LIMIT an hour per student, counted in the database under the student's row
 * lock, so the limit holds across instances and concurrent posts.
 */
export async function postComment(
  deps: Deps,
  caller: Caller,
  questionId: number,
  body: DiscussionBody,
): Promise<DiscussionComment> {
  const question = await reachableQuestion(deps, caller, questionId)
  const parentId = body.resposta_a ?? null
  if (parentId !== null) {
    const parent = await repo.findComment(deps.db, parentId)
    if (!parent || parent.questionId !== questionId || parent.status !== DISCUSSION_STATUS.approved)
      throw fieldError('resposta_a', REPLY_TARGET_INVALID)
    if (parent.parentId !== null) throw fieldError('resposta_a', REPLY_TO_REPLY)
  }
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockAuthor(tx, caller.id)
    if (await repo.isBlocked(tx, caller.id)) throw forbidden(AUTHOR_BLOCKED)
    const now = deps.clock()
    const recent = await repo.countCommentsSince(tx, caller.id, new Date(now.getTime() - HOUR_MS))
    if (recent >= DISCUSSION_HOURLY_LIMIT) throw new AppError(429, HOURLY_LIMIT_REACHED)
    return repo.insertComment(tx, {
      questionId,
      courseId: question.courseId,
      userId: caller.id,
      parentId,
      text: body.texto,
      createdAt: now,
      updatedAt: now,
    })
  })
  const row = await repo.findShown(deps.db, id, caller.id)
  if (!row) throw notFound(DISCUSSION_NOT_FOUND)
  return { ...replyJson(row, caller.id), respostas: [] }
}

/** Whether the discussion shows the comment to the caller: approved, or their own still pending. */
const shownTo = (comment: repo.CommentRecord | undefined, callerId: number) =>
  comment !== undefined &&
  (comment.status === DISCUSSION_STATUS.approved ||
    (comment.status === DISCUSSION_STATUS.pending && comment.userId === callerId))

/**
 * A comment another student may act on, as the discussion shows it: approved, under a comment shown too (a reply
 * under a hidden comment is hidden with it), of a question the caller reaches. Another student's pending or hidden
 * comment is the same 404 as one that does not exist.
 */
async function shownComment(deps: Deps, caller: Caller, id: number) {
  const comment = await repo.findComment(deps.db, id)
  if (!comment || !shownTo(comment, caller.id)) throw notFound(DISCUSSION_NOT_FOUND)
  if (comment.parentId !== null && !shownTo(await repo.findComment(deps.db, comment.parentId), caller.id))
    throw notFound(DISCUSSION_NOT_FOUND)
  await reachableQuestion(deps, caller, comment.questionId).catch(() => {
    throw notFound(DISCUSSION_NOT_FOUND)
  })
  return comment
}

/** A student the staff blocked from the discussion votes and reports no more than they post (403). */
async function refuseBlocked(deps: Deps, caller: Caller) {
  if (await repo.isBlocked(deps.db, caller.id)) throw forbidden(AUTHOR_BLOCKED)
}

/** Marks the comment "útil" (once per student; again changes nothing) or takes the mark back. */
export async function voteUseful(
  deps: Deps,
  caller: Caller,
  id: number,
  on: boolean,
): Promise<DiscussionVote> {
  const comment = await shownComment(deps, caller, id)
  await refuseBlocked(deps, caller)
  if (comment.userId === caller.id) throw fieldError('id', OWN_VOTE)
  const useful = await deps.db.transaction((tx) => repo.setVote(tx, id, caller.id, on))
  return { uteis: useful, votei: on }
}

/** Reports the comment to the staff, once per student (again changes nothing); it joins the moderation queue. */
export async function reportComment(deps: Deps, caller: Caller, id: number, reason: string | undefined) {
  const comment = await shownComment(deps, caller, id)
  await refuseBlocked(deps, caller)
  if (comment.userId === caller.id) throw fieldError('id', OWN_REPORT)
  await deps.db.transaction((tx) => repo.addReport(tx, id, caller.id, reason ? reason : null))
  return { message: REPORT_THANKS }
}
