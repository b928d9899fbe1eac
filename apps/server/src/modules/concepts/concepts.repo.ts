import { inArray } from 'drizzle-orm'
import { batches } from '../../db/batches.ts'
import type { Executor } from '../../db/client.ts'
import { tags } from '../../db/schema/index.ts'

/**
 * Concept (tag) ids by description, the missing ones created (tags are shared by every course): the bulk write the
 * question editor and the import tag their questions through (decision 0076).
 */
export async function ensureConcepts(tx: Executor, descriptions: string[]): Promise<Map<string, number>> {
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
