// The PostgreSQL settings the product documents (deploy/postgresql.conf, decision 0046), applied to the server a
// benchmark runs on before it measures: the floor and the product share the server, so they share the settings.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const CONF = path.resolve(import.meta.dirname, '../../deploy/postgresql.conf')

/** `name = value` lines of deploy/postgresql.conf, comments left out. */
export function documentedSettings(file = CONF): [name: string, value: string][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\w+)\s*=\s*(.+)$/.exec(line)
      if (!match) throw new Error(`deploy/postgresql.conf: not a setting: ${line}`)
      return [match[1] as string, (match[2] as string).replace(/^'(.*)'$/, '$1')]
    })
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * Restarts the machine's PostgreSQL cluster (Debian's pg_ctlcluster) and waits until it answers: for settings
 * that need it, and for the measures taken right after a restart (a cold cache).
 */
export async function restartPostgres(url: string): Promise<void> {
  const [version] = readdirSync('/etc/postgresql')
  if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql to restart')
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'pipe' })
  for (let i = 0; i < 100; i++) {
    try {
      await withClient(url, (c) => c.query('select 1'))
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error('PostgreSQL did not answer within 20 s of its restart')
}

/**
 * Sets every documented setting with ALTER SYSTEM, reloads, and restarts the cluster when one of them needs it
 * (shared_buffers, max_connections, wal_buffers). Returns the settings as the server now reports them, for the
 * results. BENCH_PG_SETTINGS=0 leaves the server as it is (a server the benchmark may not change).
 */
export async function applyPostgresSettings(url: string): Promise<string> {
  const settings = documentedSettings()
  if (process.env.BENCH_PG_SETTINGS !== '0') {
    const pending = await withClient(url, async (client) => {
      for (const [name, value] of settings) {
        // An empty list is the default: set to '', a list setting would name one library called "".
        await client.query(
          value === ''
            ? `alter system reset ${client.escapeIdentifier(name)}`
            : `alter system set ${client.escapeIdentifier(name)} = ${client.escapeLiteral(value)}`,
        )
      }
      await client.query('select pg_reload_conf()')
      // The reload is asynchronous: give the postmaster a moment before asking what still waits for a restart.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const { rows } = await client.query<{ name: string }>(
        'select name from pg_settings where pending_restart',
      )
      return rows.map((r) => r.name)
    })
    if (pending.length > 0) await restartPostgres(url)
  }
  return describeSettings(url)
}

/** The documented settings as the server reports them ("checkpoint_timeout 15min, jit off, …"), for the results. */
export function describeSettings(url: string): Promise<string> {
  const settings = documentedSettings()
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; value: string }>(
      'select name, current_setting(name) as value from pg_settings where name = any($1) order by name',
      [settings.map(([name]) => name)],
    )
    return rows.map((r) => `${r.name} ${r.value}`).join(', ')
  })
}
