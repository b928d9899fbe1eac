import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses, news, subjects, topics } from '../../db/schema/index.ts'

export type CourseRow = typeof courses.$inferSelect

export function listCourses(db: Executor, filter: 'visible' | 'onSale') {
  const where = filter === 'visible' ? eq(courses.visible, true) : eq(courses.onSale, true)
  return db.select().from(courses).where(where).orderBy(asc(courses.position), asc(courses.id))
}

export async function findCourse(db: Executor, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1)
  return row
}

export async function listSubjectsWithTopics(db: Executor, courseId: number) {
  const subjectRows = await db
    .select()
    .from(subjects)
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.position), asc(subjects.name))
  const topicRows =
    subjectRows.length === 0
      ? []
      : await db
          .select()
          .from(topics)
          .where(
            inArray(
              topics.subjectId,
              subjectRows.map((s) => s.id),
            ),
          )
          .orderBy(asc(topics.position), asc(topics.name))
  return subjectRows.map((subject) => ({
    ...subject,
    topics: topicRows.filter((t) => t.subjectId === subject.id),
  }))
}

export function listNews(db: Executor, courseId: number, now: Date) {
  return db
    .select()
    .from(news)
    .where(and(eq(news.courseId, courseId), lte(news.publishedAt, now)))
    .orderBy(desc(news.publishedAt), desc(news.id))
}
