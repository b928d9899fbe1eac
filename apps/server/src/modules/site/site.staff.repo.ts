import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'

export function findSettingRows(db: Executor, keys: readonly string[]) {
  return db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
}

/** Writes a setting, creating it when it was never written. */
export async function writeSetting(db: Executor, key: string, value: string, at: Date) {
  const [row] = await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } })
    .returning({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
  return row as { key: string; value: string; updatedAt: Date }
}
