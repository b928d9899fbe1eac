import { asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses } from '../../db/schema/index.ts'

// The import's lock and its course lookups. It writes no table itself: each is written by its owner's bulk write
// (decision 0076), called from import.write.ts.

/** Two imports never run at once: the second waits for the first to commit. */
const IMPORT_LOCK = 7290414

export async function lockImports(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`)
}

export async function findCourseByName(tx: Executor, name: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.name, name))
    .orderBy(asc(courses.id))
    .limit(1)
  return row?.id
}

/** The name of the course with this id (the back office imports into a course chosen by id). */
export async function findCourseName(db: Executor, courseId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId)).limit(1)
  return row?.name
}
