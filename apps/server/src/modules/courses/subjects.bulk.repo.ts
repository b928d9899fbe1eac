import { asc, eq, inArray } from 'drizzle-orm'
import { batches } from '../../db/batches.ts'
import type { Executor } from '../../db/client.ts'
import { subjects, topics } from '../../db/schema/index.ts'

// The bulk write of a course's subjects and topics by name (decision 0076): the question import finds or creates
// what its questions point to here, set-based, as subjects.staff.repo.ts writes them one at a time for the staff.

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
  for await (const batch of batches(missing)) {
    for (const row of await tx.insert(topics).values(batch).returning(created))
      ids.set(topicKey(row.subjectId, row.name), row.id)
  }
  return ids
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
