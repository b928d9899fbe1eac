import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) that each API test file's database starts from. */
    pgliteTemplate: string
  }
}

/**
 * Vitest global setup of the PGlite API project: migrates one database and dumps it, once per run. A test file's
 * database loads the dump instead of running initdb and every migration again (seconds per file).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-pglite-template-'))
  const handle = await openDatabase({})
  try {
    await migrateDatabase(handle)
    const dump = await handle.dumpDataDir?.()
    if (!dump) throw new Error('PGlite could not dump its data directory')
    const file = path.join(dir, 'migrated.tar')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('pgliteTemplate', file)
  } finally {
    await handle.close()
  }
  return () => rmSync(dir, { recursive: true, force: true })
}
