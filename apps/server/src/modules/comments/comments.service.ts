import type { OwnComment } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { excerpt } from '../../lib/html.ts'
import * as repo from './comments.repo.ts'

type OwnRecord = Awaited<ReturnType<typeof repo.ownCommentsOn>>[number]

/** What the student reads of their own comment: never who replied (the reply is the team's). */
function ownJson(row: OwnRecord): OwnComment {
  return {
    id: row.id,
    texto: row.text,
    status: row.status,
    data: row.createdAt.toISOString(),
    resposta: row.replyText,
    respondido_em: row.repliedAt?.toISOString() ?? null,
  }
}

/**
 * The user's comments on these questions by question id, for practice to send with each question
 * (`meu_comentario`, decision 0023).
 */
export async function ownCommentsByQuestion(
  deps: Pick<Deps, 'db'>,
  userId: number,
  questionIds: number[],
): Promise<Map<number, OwnComment>> {
  const rows = await repo.ownCommentsOn(deps.db, userId, questionIds)
  return new Map(rows.map((row) => [row.questionId, ownJson(row)]))
}

/** "Meus comentários" on the profile: the caller's comments only, newest first (DataTables). */
export async function myCommentsTable(deps: Pick<Deps, 'db'>, caller: Caller, request: DataTableBody) {
  const page = await repo.pageOwnComments(deps.db, caller.id, request)
  return {
    ...page,
    data: page.data.map((row) => ({
      ...ownJson(row),
      modulo: { id: row.courseId, nome: row.courseName },
      pergunta: { id: row.questionId, texto: excerpt(row.questionHtml) },
    })),
  }
}
