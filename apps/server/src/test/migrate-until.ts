import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { MIGRATIONS_DIR } from '../db/migrate.ts'

interface Journal {
  entries: { tag: string }[]
}

/**
 * A new in-memory PGlite database with the committed migrations applied up to `lastTag` and no further: the data a
 * migration test writes is then the data an older deployment held, and `migrateDatabase` applies the rest.
 */
export async function databaseMigratedUntil(lastTag: string): Promise<DatabaseHandle> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  if (last < 0) throw new Error(`no migration ${lastTag}`)
  const folder = mkdtempSync(path.join(tmpdir(), 'gabarito-migrations-'))
  try {
    cpSync(MIGRATIONS_DIR, folder, { recursive: true })
    writeFileSync(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
    )
    const handle = await openDatabase({})
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    return handle
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
