import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { news } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

export type NewsRow = typeof news.$inferSelect
export type NewsValues = Omit<typeof news.$inferInsert, 'id'>

/** A course's news, future ones too, newest first unless the request orders otherwise. */
export function pageCourseNews(db: Executor, courseId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () => db.select().from(news).$dynamic(),
    where: eq(news.courseId, courseId),
    search: [news.title],
    order: { id: news.id, titulo: byName(news.title), data: news.publishedAt },
    defaultOrder: [desc(news.publishedAt)],
    tieBreak: [desc(news.id)],
  })
}

export async function findNews(db: Executor, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1)
  return row
}

export async function insertNews(db: Executor, values: NewsValues): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning()
  return row as NewsRow
}

export async function updateNews(db: Executor, id: number, values: Partial<NewsValues>): Promise<NewsRow> {
  const [row] = await db.update(news).set(values).where(eq(news.id, id)).returning()
  return row as NewsRow
}

export async function deleteNews(db: Executor, id: number): Promise<void> {
  await db.delete(news).where(eq(news.id, id))
}
