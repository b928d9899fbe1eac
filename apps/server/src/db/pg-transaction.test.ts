import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { releaseFailedTransactionClients } from './pg-transaction.ts'

/** A pool whose one client fails the statements `fails` names, and records what each release was given. */
class ScriptedPool extends pg.Pool {
  readonly statements: string[] = []
  readonly releases: (Error | undefined)[] = []

  constructor(private readonly fails: (statement: string) => boolean) {
    super()
  }

  // @ts-expect-error pg's overloads: drizzle calls connect() and awaits the client
  override async connect() {
    return {
      query: async (config: string | { text: string }) => {
        const text = typeof config === 'string' ? config : config.text
        this.statements.push(text)
        if (this.fails(text)) throw new Error(`the connection was lost at ${text}`)
        return { rows: [], rowCount: 0, command: '', fields: [] }
      },
      release: (error?: Error) => {
        this.releases.push(error)
      },
    }
  }
}

/** Drizzle on the scripted pool (its connect() returns the script, not a pg client). */
const dbOf = (pool: ScriptedPool) => drizzle({ client: pool as unknown as pg.Pool })

releaseFailedTransactionClients()

describe('a pooled transaction on node-postgres', () => {
  it('gives a client whose BEGIN failed back to be destroyed, without running the work', async () => {
    const pool = new ScriptedPool((text) => text === 'begin')
    let ran = false
    await expect(
      dbOf(pool).transaction(async () => {
        ran = true
      }),
    ).rejects.toThrow()
    expect(ran).toBe(false)
    expect(pool.releases).toHaveLength(1)
    expect(String((pool.releases[0]?.cause as Error | undefined)?.message)).toMatch(/lost at begin/)
  })

  it('gives a client whose ROLLBACK failed back to be destroyed, and keeps the work’s own error', async () => {
    const pool = new ScriptedPool((text) => text === 'rollback')
    await expect(
      dbOf(pool).transaction(async () => {
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    expect(pool.releases).toHaveLength(1)
    expect(String((pool.releases[0]?.cause as Error | undefined)?.message)).toMatch(/lost at rollback/)
  })

  it('gives a healthy client back to be reused after a commit or a rollback', async () => {
    const pool = new ScriptedPool(() => false)
    const db = dbOf(pool)
    expect(await db.transaction(async (tx) => (await tx.execute(sql`select 1`)) && 'done')).toBe('done')
    await expect(
      db.transaction(async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(pool.statements).toEqual(['begin', 'select 1', 'commit', 'begin', 'rollback'])
    expect(pool.releases).toEqual([undefined, undefined])
  })
})
