import { asc, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { ownCommentFields } from '../../db/own-comment-fields.ts'
import { comments, courses, questions } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

/** A new comment, stored as 'Criada'; false when the student already commented on the question. */
export async function insertComment(
  db: Executor,
  values: { userId: number; questionId: number; courseId: number; text: string },
): Promise<boolean> {
  const rows = await db.insert(comments).values(values).onConflictDoNothing().returning({ id: comments.id })
  return rows.length > 0
}

/** "Meus comentários": the user's comments only, newest first, with the course and the question. */
export function pageOwnComments(db: Executor, userId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          ...ownCommentFields,
          courseId: courses.id,
          courseName: courses.name,
          questionHtml: questions.textHtml,
        })
        .from(comments)
        .innerJoin(courses, eq(courses.id, comments.courseId))
        .innerJoin(questions, eq(questions.id, comments.questionId))
        .$dynamic(),
    where: eq(comments.userId, userId),
    search: [comments.text, comments.replyText, courses.name, questions.textHtml],
    order: {
      data: comments.createdAt,
      status: comments.status,
      modulo: byName(courses.name),
      respondido_em: comments.repliedAt,
    },
    defaultOrder: [desc(comments.createdAt)],
    tieBreak: [desc(comments.id)],
  })
}

/** The LGPD export (decision 0026): the user's comments, oldest first. */
export function commentsOf(db: Executor, userId: number) {
  return db
    .select({ ...ownCommentFields, courseId: comments.courseId })
    .from(comments)
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.id))
}

/** The erasure (decision 0062): the text goes, the row stays for the question's counts and the staff's reply. */
export async function blankCommentsOf(db: Executor, userId: number, text: string, now: Date) {
  await db.update(comments).set({ text, updatedAt: now }).where(eq(comments.userId, userId))
}
