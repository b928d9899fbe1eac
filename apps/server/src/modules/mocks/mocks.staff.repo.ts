import { type MockWeek, QUESTION_STATUS, QUESTION_STATUSES } from '@gabarito/core'
import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  courses,
  exams,
  mockQuestions,
  mockResults,
  mocks,
  questions,
  subjects,
} from '../../db/schema/index.ts'
import { containsPattern, type DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { foldColumn, foldSearch, pageQuery } from '../../lib/page-query.ts'
import { courseMocksTable, MOCK, type MockRow } from './mocks.repo.ts'

export interface StaffMockRow extends MockRow {
  autoWeek: number | null
}

const STAFF_MOCK = { ...MOCK, autoWeek: mocks.autoWeek }

/** A mock by id, whatever its course; `forUpdate` locks it for the rest of the transaction. */
export async function findMockById(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<StaffMockRow | undefined> {
  const query = db.select(STAFF_MOCK).from(mocks).where(eq(mocks.id, id))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/**
 * Locks the course row, so two staff changes of one course's mocks run one after the other (the overlap rule
 * reads the other mocks); false when there is no such course.
 */
export async function lockCourse(db: Executor, courseId: number): Promise<boolean> {
  const rows = await parsedRows(
    db,
    sql`select id from ${courses} where id = ${courseId} for update`,
    z.object({ id: z.number() }),
  )
  return rows.length > 0
}

/** Another staff mock of the course whose window meets [opensAt, closesAt). */
export async function overlappingStaffMock(
  db: Executor,
  courseId: number,
  opensAt: Date,
  closesAt: Date,
  exceptId: number,
) {
  const [row] = await db
    .select({ id: mocks.id, name: mocks.name, opensAt: mocks.opensAt, closesAt: mocks.closesAt })
    .from(mocks)
    .where(
      and(
        eq(mocks.courseId, courseId),
        isNull(mocks.autoWeek),
        ne(mocks.id, exceptId),
        sql`${mocks.opensAt} < ${closesAt} and ${mocks.closesAt} > ${opensAt}`,
      ),
    )
    .orderBy(mocks.opensAt)
    .limit(1)
  return row
}

/**
 * Another mock of the course (not `exceptId`) with the name, its case and its surrounding spaces aside: a course
 * never has two mocks of one name (issue 47), staff's or automatic.
 */
export async function mockNamed(db: Executor, courseId: number, name: string, exceptId = 0) {
  const [row] = await db
    .select({ id: mocks.id, name: mocks.name })
    .from(mocks)
    .where(
      and(
        eq(mocks.courseId, courseId),
        ne(mocks.id, exceptId),
        sql`lower(btrim(${mocks.name})) = lower(btrim(${name}))`,
      ),
    )
    .limit(1)
  return row
}

/**
 * Whether the week may not have its automatic mock (decision 0069): a staff mock of the course was open at some
 * instant of it up to `at` (closed early or not, it was the week's mock), or a mock already has the week's name.
 */
export async function weekHasMock(db: Executor, courseId: number, week: MockWeek, at: Date, name: string) {
  const [row] = await db
    .select({ id: mocks.id })
    .from(mocks)
    .where(
      and(
        eq(mocks.courseId, courseId),
        or(
          and(
            isNull(mocks.autoWeek),
            sql`${mocks.opensAt} <= ${at} and ${mocks.closesAt} > ${week.opens} and ${mocks.opensAt} < ${week.closes}`,
          ),
          sql`lower(btrim(${mocks.name})) = lower(btrim(${name}))`,
        ),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The participants and their first and last answers (the ranking's rows hold them). */
export async function answerSpan(db: Executor, mockId: number) {
  const [row] = await parsedRows(
    db,
    sql`select count(*)::int as participants, min(first_answer_at) as first, max(last_answer_at) as last
        from ${mockResults} where mock_id = ${mockId}`,
    z.object({
      participants: z.number(),
      first: z.union([z.date(), z.string()]).nullable(),
      last: z.union([z.date(), z.string()]).nullable(),
    }),
  )
  return {
    participants: row?.participants ?? 0,
    first: row?.first ? new Date(row.first) : null,
    last: row?.last ? new Date(row.last) : null,
  }
}

export async function updateMockRow(
  db: Executor,
  id: number,
  fields: Partial<Pick<MockRow, 'name' | 'opensAt' | 'closesAt' | 'timeLimitMinutes' | 'keyMode'>>,
) {
  if (Object.keys(fields).length > 0) await db.update(mocks).set(fields).where(eq(mocks.id, id))
}

/**
 * Sets the mock's questions in order. When the old list is the start of the new one (the only change a mock
 * with answers allows), the new ones are appended and nothing else is touched.
 */
export async function setMockQuestions(db: Executor, mockId: number, before: number[], after: number[]) {
  const appended = before.every((id, i) => after[i] === id)
  if (!appended) await db.delete(mockQuestions).where(eq(mockQuestions.mockId, mockId))
  const from = appended ? before.length : 0
  const rows = after.slice(from).map((questionId, i) => ({ mockId, questionId, position: from + i + 1 }))
  if (rows.length > 0) await db.insert(mockQuestions).values(rows)
}

export async function deleteMockRow(db: Executor, id: number) {
  await db.delete(mocks).where(eq(mocks.id, id))
}

/** The course's mocks, the latest window first unless the request orders otherwise. */
export function pageCourseMocks(db: Executor, courseId: number, request: DataTableBody) {
  const questionCount = sql<number>`(select count(*) from mock_questions mq where mq.mock_id = ${mocks.id})::int`
  const participants = sql<number>`(select coalesce(sum(c.participants), 0) from mock_score_counts c
    where c.mock_id = ${mocks.id})::int`
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          ...STAFF_MOCK,
          questions: questionCount.as('questions'),
          participants: participants.as('participants'),
        })
        .from(mocks)
        .$dynamic(),
    ...courseMocksTable(courseId),
    order: {
      id: mocks.id,
      nome: byName(mocks.name),
      abre: mocks.opensAt,
      fecha: mocks.closesAt,
      limite_minutos: mocks.timeLimitMinutes,
    },
  })
}

const pickerRow = z.object({
  id: z.number(),
  text: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  examName: z.string().nullable(),
  examYear: z.number().nullable(),
  status: z.enum(QUESTION_STATUSES),
})
export type PickerRow = z.infer<typeof pickerRow>

const PICKER_SQL = sql`select q.id, left(regexp_replace(q.text_html, '<[^>]*>', ' ', 'g'), 600) as text,
    s.id as "subjectId", s.name as "subjectName", e.name as "examName", e.year as "examYear", q.status
  from ${questions} q join ${subjects} s on s.id = q.subject_id left join ${exams} e on e.id = q.exam_id`

/** The questions of a mock's list (or any list of ids), in the list's order. */
export async function pickerRows(db: Executor, ids: number[]): Promise<PickerRow[]> {
  if (ids.length === 0) return []
  const rows = await parsedRows(
    db,
    sql`${PICKER_SQL} where q.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    pickerRow,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** At most 20 active questions of the course whose text holds the term (or whose id it is). */
export function searchPickerRows(db: Executor, courseId: number, term: string, subjectId?: number) {
  const id = /^\d{1,9}$/.test(term) ? Number(term) : null
  const byId: SQL = id === null ? sql`` : sql` or q.id = ${id}`
  // The question with that number first, then the course's order.
  const first: SQL = id === null ? sql`` : sql`q.id = ${id} desc, `
  const folded = foldSearch(term)
  return parsedRows(
    db,
    sql`${PICKER_SQL}
        where q.course_id = ${courseId} and q.status = ${QUESTION_STATUS.published}
          ${subjectId === undefined ? sql`` : sql`and q.subject_id = ${subjectId}`}
          and (${foldColumn(sql`q.text_html`)} like ${containsPattern(folded)}${byId})
        order by ${first}s.position, s.id, q.id limit 20`,
    pickerRow,
  )
}

/** The key and explanation of the questions, for the staff preview. */
export function questionKeys(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return parsedRows(
    db,
    sql`select id, correct_alternative_id as correct, explanation_html as explanation from ${questions}
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    z.object({ id: z.number(), correct: z.number().nullable(), explanation: z.string() }),
  )
}

/** The subjects of the course among those given, with their names and active questions. */
export function subjectsWithCounts(db: Executor, courseId: number, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([])
  return parsedRows(
    db,
    sql`select s.id, s.name, (select count(*) from ${questions} q where q.subject_id = s.id
          and q.course_id = ${courseId} and q.status = ${QUESTION_STATUS.published})::int as active
        from ${subjects} s where s.course_id = ${courseId} and s.id in (${sql.join(
          subjectIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    z.object({ id: z.number(), name: z.string(), active: z.number() }),
  )
}
