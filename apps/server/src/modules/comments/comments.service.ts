import { texts } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { notFound, ValidationError } from '../../lib/errors.ts'
import { excerpt } from '../../lib/html.ts'
import { isQuestionOfCourse, ownCommentJson } from '../questions/questions.service.ts'
import * as repo from './comments.repo.ts'

export const COMMENT_THANKS = texts.commentThanks

/** One comment per student and question, stored as 'Criada' for staff to moderate. */
export async function createComment(
  deps: Deps,
  caller: Caller,
  courseId: number,
  questionId: number,
  text: string,
) {
  if (!(await isQuestionOfCourse(deps, questionId, courseId))) throw notFound('Questão não encontrada.')
  const created = await repo.insertComment(deps.db, { userId: caller.id, questionId, courseId, text })
  if (!created) throw new ValidationError({ pergunta_id: ['Você já comentou esta questão.'] })
  return { message: COMMENT_THANKS }
}

/** "Meus comentários" on the profile: the caller's comments only, newest first (DataTables). */
export async function myCommentsTable(deps: Pick<Deps, 'db'>, caller: Caller, request: DataTableBody) {
  const page = await repo.pageOwnComments(deps.db, caller.id, request)
  return {
    ...page,
    data: page.data.map((row) => ({
      ...ownCommentJson(row),
      modulo: { id: row.courseId, nome: row.courseName },
      pergunta: { id: row.questionId, texto: excerpt(row.questionHtml) },
    })),
  }
}
