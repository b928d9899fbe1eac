import { and, asc, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  courseAbilitySettings,
  courses,
  exams,
  planPrices,
  plans,
  UNLIMITED_PLAN_ID,
} from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

/** Course 1 is the unlimited subscription's reserved row (decision 0008), never a course staff edit. */
const realCourse = ne(courses.id, UNLIMITED_PLAN_ID)

/** Every course (hidden and not on sale too), in the students' order unless the request orders otherwise. */
export function pageStaffCourses(db: Executor, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          id: courses.id,
          name: courses.name,
          image: courses.image,
          visible: courses.visible,
          onSale: courses.onSale,
          position: courses.position,
        })
        .from(courses)
        .$dynamic(),
    where: realCourse,
    search: [courses.name],
    order: { id: courses.id, nome: byName(courses.name), ordem: courses.position },
    defaultOrder: [asc(courses.position)],
    tieBreak: [asc(courses.id)],
  })
}

/** A course row for staff, locked for the change that follows when `forUpdate`; not the reserved row 1. */
export async function findStaffCourse(db: Executor, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), realCourse))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** The course's own plan (the unlimited subscription's for id 1). */
export async function findPlan(db: Executor, courseId: number) {
  const where =
    courseId === UNLIMITED_PLAN_ID ? eq(plans.id, UNLIMITED_PLAN_ID) : eq(plans.courseId, courseId)
  const [row] = await db.select().from(plans).where(where).orderBy(asc(plans.id)).limit(1)
  return row
}

export function listPlanPrices(db: Executor, planId: number) {
  return db
    .select({ months: planPrices.months, priceCents: planPrices.priceCents })
    .from(planPrices)
    .where(eq(planPrices.planId, planId))
    .orderBy(asc(planPrices.months))
}

/** Replaces the plan's prices with these. */
export async function replacePlanPrices(
  db: Executor,
  planId: number,
  prices: { months: number; priceCents: number }[],
) {
  await db.delete(planPrices).where(eq(planPrices.planId, planId))
  if (prices.length > 0) await db.insert(planPrices).values(prices.map((p) => ({ planId, ...p })))
}

/** Locks the plan row, so two price changes of one plan run one after the other. */
export async function lockPlan(db: Executor, planId: number) {
  await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('update')
}

/** The course's passing mark and reference exam (issue 32); nulls when never set. */
export async function findAbilitySettings(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      passMark: courseAbilitySettings.passMark,
      referenceExamId: courseAbilitySettings.referenceExamId,
    })
    .from(courseAbilitySettings)
    .where(eq(courseAbilitySettings.courseId, courseId))
  return row ?? { passMark: null, referenceExamId: null }
}

export async function saveAbilitySettings(
  db: Executor,
  courseId: number,
  values: { passMark: number | null; referenceExamId: number | null },
) {
  await db
    .insert(courseAbilitySettings)
    .values({ courseId, ...values })
    .onConflictDoUpdate({ target: courseAbilitySettings.courseId, set: values })
}

/** Whether the past exam belongs to the course. */
export async function isExamOfCourse(db: Executor, examId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.courseId, courseId)))
  return row !== undefined
}
