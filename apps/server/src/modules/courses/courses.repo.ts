import { and, asc, desc, eq, inArray, lte, max } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses, news, planPrices, plans, subjects, topics } from '../../db/schema/index.ts'
import { byName } from '../../lib/name-order.ts'

export type CourseRow = typeof courses.$inferSelect
/** A course's columns as written (the id and creation time come from the database). */
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'createdAt'>
export interface PlanPrice {
  months: number
  priceCents: number
}

/** Whether the course exists (the staff's screens and commands check it before reading or writing under it). */
export async function courseExists(db: Executor, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1)
  return row !== undefined
}

export function listCourses(db: Executor, filter: 'visible' | 'onSale') {
  const where = filter === 'visible' ? eq(courses.visible, true) : eq(courses.onSale, true)
  return db.select().from(courses).where(where).orderBy(asc(courses.position), asc(courses.id))
}

export async function findCourse(db: Executor, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1)
  return row
}

/**
 * A course's subjects and their topics, in order. Students get the visible ones, ties in position broken by name;
 * staff get them all, ties broken by id.
 */
export async function subjectsAndTopicsOf(db: Executor, courseId: number, audience: 'students' | 'staff') {
  const forStudents = audience === 'students'
  const order = (table: typeof subjects | typeof topics) =>
    forStudents
      ? [asc(table.position), asc(byName(table.name)), asc(table.id)]
      : [asc(table.position), asc(table.id)]
  const subjectRows = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.courseId, courseId), forStudents ? eq(subjects.visible, true) : undefined))
    .orderBy(...order(subjects))
  const subjectIds = subjectRows.map((s) => s.id)
  const topicRows =
    subjectIds.length === 0
      ? []
      : await db
          .select()
          .from(topics)
          .where(
            and(inArray(topics.subjectId, subjectIds), forStudents ? eq(topics.visible, true) : undefined),
          )
          .orderBy(...order(topics))
  return { subjectRows, topicRows }
}

/** The course's subjects and topics shown to students (hidden ones left out), in order. */
export async function listSubjectsWithTopics(db: Executor, courseId: number) {
  const { subjectRows, topicRows } = await subjectsAndTopicsOf(db, courseId, 'students')
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

/**
 * Inserts a course (after the last one unless `position` is given) and its plan, `Plano <name>`, with the
 * plan's prices.
 */
export async function insertCourse(
  db: Executor,
  values: CourseValues,
  prices: PlanPrice[],
): Promise<CourseRow & { planId: number }> {
  let position = values.position
  if (position === undefined) {
    const [last] = await db.select({ position: max(courses.position) }).from(courses)
    position = (last?.position ?? -1) + 1
  }
  const [course] = await db
    .insert(courses)
    .values({ ...values, position })
    .returning()
  if (!course) throw new Error('course not inserted')
  const [plan] = await db
    .insert(plans)
    // plans.name has the course name's 150 characters: "Plano " before a name of 150 would fail the insert (a 500).
    .values({ name: `Plano ${course.name}`.slice(0, 150), courseId: course.id })
    .returning({ id: plans.id })
  const planId = plan?.id as number
  if (prices.length > 0) await db.insert(planPrices).values(prices.map((p) => ({ planId, ...p })))
  return { ...course, planId }
}

/** Changes a course's columns; the row as it is now, or undefined when there is no such course. */
export async function updateCourseRow(
  db: Executor,
  id: number,
  values: Partial<CourseValues>,
): Promise<CourseRow | undefined> {
  const [row] = await db.update(courses).set(values).where(eq(courses.id, id)).returning()
  return row
}
