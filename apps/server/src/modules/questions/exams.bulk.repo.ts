import { eq } from 'drizzle-orm'
import { batches } from '../../db/batches.ts'
import type { Executor } from '../../db/client.ts'
import { exams } from '../../db/schema/index.ts'
import type { SourceValues } from './questions.staff.source.ts'

// The bulk write of a course's past exams by name and year (decision 0076): the question import finds or creates
// its questions' exams here; exams.staff.repo.ts writes them one at a time for the staff.

export const examKey = (name: string, year: number | null) => `${name}\u0000${year ?? ''}`

/** An exam the import points to: its id and its source as it is before the import (issue 31). */
export interface FoundExam {
  id: number
  source: SourceValues
  created: boolean
}

/** An exam's id, name and source (issue 31): what the import compares and the back office shows. */
export const examSourceColumns = {
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
  const existing = await tx.select(examSourceColumns).from(exams).where(eq(exams.courseId, courseId))
  for (const row of existing) remember(row, false)
  const missing = new Map<string, typeof exams.$inferInsert>()
  for (const w of wanted) {
    const key = examKey(w.name, w.year)
    if (!found.has(key)) missing.set(key, { courseId, name: w.name, year: w.year, ...w.source })
  }
  for await (const batch of batches([...missing.values()])) {
    for (const row of await tx.insert(exams).values(batch).returning(examSourceColumns)) remember(row, true)
  }
  return found
}
