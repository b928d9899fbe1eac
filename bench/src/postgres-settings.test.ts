// deploy/postgresql.conf names settings PostgreSQL has, with values it takes: a typo would stop the documented
// server from starting, and would make every benchmark's first step fail (decision 0046).
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { documentedSettings } from './postgres-settings.ts'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

describe('the documented PostgreSQL settings', () => {
  it('are settings PostgreSQL knows, each with a value in its range or among its choices', async () => {
    const settings = documentedSettings()
    expect(settings.map(([name]) => name)).toEqual(
      expect.arrayContaining(['shared_buffers', 'effective_cache_size', 'max_wal_size', 'work_mem']),
    )
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      for (const [name, value] of settings) {
        const { rows } = await client.query<{
          vartype: string
          enumvals: string[] | null
          unit: string | null
        }>('select vartype, enumvals, unit from pg_settings where name = $1', [name])
        const known = rows[0]
        expect(known, name).toBeDefined()
        if (known?.enumvals) expect(known.enumvals, name).toContain(value)
        if (known?.vartype === 'integer' || known?.vartype === 'real')
          expect(value, name).toMatch(/^\d+(\.\d+)?(kB|MB|GB|TB|ms|s|min|h|d)?$/)
        // A library the server does not have stops it at start.
        if (name === 'shared_preload_libraries')
          for (const library of value
            .split(',')
            .map((l) => l.trim())
            .filter(Boolean)) {
            const available = await client.query('select 1 from pg_available_extensions where name = $1', [
              library,
            ])
            expect(available.rowCount, library).toBe(1)
          }
      }
    } finally {
      await client.end()
    }
  })
})
