import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from './harness.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server's data directory after its first start (migrated, demo content, Admin and Gerente). */
    seededDataDir: string
  }
}

/**
 * Vitest global setup of the browser project: one server's first start (initdb, migrations, demo content), once
 * per run. Each test file's server starts on a copy of its data directory instead of doing all that again.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-seeded-'))
  const server = await startServer({ dataDir })
  await server.stop()
  project.provide('seededDataDir', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}
