import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'

export async function findSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1)
  return row?.value
}

/** Writes a setting only when it is missing, so staff edits survive restarts. */
export async function insertSettingIfMissing(db: Executor, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing()
}

export function findSettings(db: Executor, keys: readonly string[]) {
  return db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
}
