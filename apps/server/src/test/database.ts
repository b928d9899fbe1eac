import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate.ts'

/** Which database the API tests run on: the vitest project sets TEST_DB. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)))
  }
  return hash.digest('hex').slice(0, 12)
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/**
 * A fresh, migrated database for one test file: PGlite in memory loaded from the run's migrated dump, or on
 * PostgreSQL a new database copied from a migrated template (made once per set of migrations, under an advisory
 * lock).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === 'pglite') {
    // The run's migrated template (pglite-template.setup.ts), loaded from its dump.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))])
    return openDatabase({ loadDataDir: template })
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const template = `gabarito_tpl_${migrationsHash()}`
  const name = `gabarito_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock(7290413)')
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template])
    if (!rowCount) {
      await admin.query(`create database "${template}"`)
      const handle = await openDatabase({ url: withDatabase(adminUrl, template), poolSize: 1 })
      await migrateDatabase(handle)
      await handle.close()
    }
    await copyTemplate(admin, template, name)
  } finally {
    await admin.query('select pg_advisory_unlock(7290413)')
    await admin.end()
  }
  const handle = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 5 })
  return {
    ...handle,
    async close() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists "${name}" with (force)`)
      await cleanup.end()
    },
  }
}

/**
 * Copies the template. PostgreSQL refuses the copy while another session is on the template (55006), and with
 * autovacuum on (PostgreSQL's default, and the documented settings) a worker visits it now and then: try again.
 */
async function copyTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database "${name}" template "${template}"`)
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}
