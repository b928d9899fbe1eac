import { setImmediate as nextTurn } from 'node:timers/promises'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses, exams, subjects, tags, topics } from '../../db/schema/index.ts'
import type { SourceValues } from '../questions/questions.staff.source.ts'

// The import's lock and what its questions point to, found or created: the course, subjects, topics, exams and
// tags (import-questions.repo.ts writes the questions).

/** Two imports never run at once: the second waits for the first to commit. */
const IMPORT_LOCK = 7290414

/** Rows per multi-row statement unless told: far below PostgreSQL's 65,535 parameters. */
const BATCH = 100
/** Text per multi-row statement (characters of the rows' HTML). */
const BATCH_TEXT = 128 * 1024

/**
 * The rows in statements of at most `size` rows and BATCH_TEXT characters of `text`, each after a turn of the
 * event loop. Drizzle takes about 0.3 ms a row to build a multi-row insert, and PGlite runs statements in this
 * thread and resolves a transaction's queries without a turn of the loop: in big statements, or without the turns,
 * writing 10,000 questions would hold every other request of the server until the transaction ends.
 */
export async function* batches<T>(
  rows: T[],
  size = BATCH,
  text: (row: T) => number = () => 0,
): AsyncGenerator<T[]> {
  let start = 0
  while (start < rows.length) {
    let end = start + 1
    let characters = text(rows[start] as T)
    while (end < rows.length && end - start < size) {
      characters += text(rows[end] as T)
      if (characters > BATCH_TEXT) break
      end++
    }
    await nextTurn()
    yield rows.slice(start, end)
    start = end
  }
}

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

/** The course's subjects by name; the missing ones are created after the existing ones, in the given order. */
export async function ensureSubjects(
  tx: Executor,
  courseId: number,
  names: string[],
): Promise<Map<string, number>> {
  const existing = await tx
    .select({ id: subjects.id, name: subjects.name, position: subjects.position })
    .from(subjects)
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.id))
  const ids = new Map<string, number>()
  for (const row of existing) if (!ids.has(row.name)) ids.set(row.name, row.id)
  const missing = names.filter((n) => !ids.has(n))
  if (missing.length > 0) {
    let position = Math.max(-1, ...existing.map((r) => r.position)) + 1
    const rows = await tx
      .insert(subjects)
      .values(missing.map((name) => ({ courseId, name, position: position++ })))
      .returning({ id: subjects.id, name: subjects.name })
    for (const row of rows) ids.set(row.name, row.id)
  }
  return ids
}

export const topicKey = (subjectId: number, name: string) => `${subjectId}\u0000${name}`

/** Topics by topicKey(subject, name); missing ones are created with an acronym made of the name's initials. */
export async function ensureTopics(
  tx: Executor,
  wanted: { subjectId: number; name: string }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (wanted.length === 0) return ids
  const subjectIds = [...new Set(wanted.map((w) => w.subjectId))]
  const existing = await tx
    .select({ id: topics.id, subjectId: topics.subjectId, name: topics.name, position: topics.position })
    .from(topics)
    .where(inArray(topics.subjectId, subjectIds))
    .orderBy(asc(topics.id))
  const nextPosition = new Map<number, number>()
  for (const row of existing) {
    const key = topicKey(row.subjectId, row.name)
    if (!ids.has(key)) ids.set(key, row.id)
    nextPosition.set(row.subjectId, Math.max(nextPosition.get(row.subjectId) ?? 0, row.position + 1))
  }
  const missing: (typeof topics.$inferInsert)[] = []
  for (const w of wanted) {
    const key = topicKey(w.subjectId, w.name)
    if (ids.has(key)) continue
    ids.set(key, -1)
    const position = nextPosition.get(w.subjectId) ?? 0
    nextPosition.set(w.subjectId, position + 1)
    missing.push({ subjectId: w.subjectId, name: w.name, acronym: topicAcronym(w.name), position })
  }
  const created = { id: topics.id, subjectId: topics.subjectId, name: topics.name }
  await createMissing(
    ids,
    missing,
    (batch) => tx.insert(topics).values(batch).returning(created),
    (row) => topicKey(row.subjectId, row.name),
  )
  return ids
}

/** Inserts the missing rows batch by batch (`insert` returns the new rows) and adds their ids to `ids` by `keyOf`. */
async function createMissing<T, Row extends { id: number }>(
  ids: Map<string, number>,
  missing: T[],
  insert: (batch: T[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): Promise<void> {
  for await (const batch of batches(missing)) {
    for (const row of await insert(batch)) ids.set(keyOf(row), row.id)
  }
}

/** "Razão e Proporção" → "REP": the uppercase first letter of each word, at most 20; one word → its first 3 letters. */
export function topicAcronym(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const acronym = words.length === 1 ? (words[0] ?? '').slice(0, 3) : words.map((w) => w[0]).join('')
  return acronym.toUpperCase().slice(0, 20)
}

export const examKey = (name: string, year: number | null) => `${name}\u0000${year ?? ''}`

/** An exam the import points to: its id and its source as it is before the import (issue 31). */
export interface FoundExam {
  id: number
  source: SourceValues
  created: boolean
}

const examColumns = {
  id: exams.id,
  name: exams.name,
  year: exams.year,
  banca: exams.banca,
  orgao: exams.orgao,
  cargo: exams.cargo,
  level: exams.level,
}

/** The course's exams by examKey(name, year); missing ones are created with the source the file gives them. */
export async function ensureExams(
  tx: Executor,
  courseId: number,
  wanted: { name: string; year: number | null; source: Omit<SourceValues, 'year'> }[],
): Promise<Map<string, FoundExam>> {
  const found = new Map<string, FoundExam>()
  if (wanted.length === 0) return found
  type Row = { id: number; name: string; year: number | null } & Omit<SourceValues, 'year'>
  const remember = (row: Row, created: boolean) => {
    const { id, name, year, ...source } = row
    found.set(examKey(name, year), { id, source: { ...source, year }, created })
  }
  const existing = await tx.select(examColumns).from(exams).where(eq(exams.courseId, courseId))
  for (const row of existing) remember(row, false)
  const missing = new Map<string, typeof exams.$inferInsert>()
  for (const w of wanted) {
    const key = examKey(w.name, w.year)
    if (!found.has(key)) missing.set(key, { courseId, name: w.name, year: w.year, ...w.source })
  }
  for await (const batch of batches([...missing.values()])) {
    for (const row of await tx.insert(exams).values(batch).returning(examColumns)) remember(row, true)
  }
  return found
}

/** Tag ids by description (tags are shared by every course); missing ones are created. */
export async function ensureTags(tx: Executor, descriptions: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (descriptions.length === 0) return ids
  for await (const batch of batches(descriptions)) {
    await tx
      .insert(tags)
      .values(batch.map((description) => ({ description })))
      .onConflictDoNothing({ target: tags.description })
    const rows = await tx
      .select({ id: tags.id, description: tags.description })
      .from(tags)
      .where(inArray(tags.description, batch))
    for (const row of rows) ids.set(row.description, row.id)
  }
  return ids
}
