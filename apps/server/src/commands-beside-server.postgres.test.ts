import { randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { queryRows } from './db/rows.ts'
import { newStudent, TEST_REDIS_URL } from './test/context.ts'
import { openTestDatabase } from './test/database.ts'
import { writeOneQuestionFile } from './test/import-files.ts'
import { runCommand, type ServerProcess, startServerProcess } from './test/server-process.ts'

// Decision 0039: on PostgreSQL there is no file lock, and the commands run beside the running server (a process of
// its own, as `npm start` runs it), which shows what they wrote at once: plans are read uncached, and the import
// announces a new course on Redis as the back office would.
let db: DatabaseHandle
let dir: string
let server: ServerProcess
let env: Record<string, string>
beforeAll(async () => {
  db = await openTestDatabase()
  dir = mkdtempSync(path.join(tmpdir(), 'gabarito-commands-'))
  env = {
    DATABASE_URL: db.url as string,
    REDIS_URL: TEST_REDIS_URL,
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: 'commands-beside-the-server-secret-0123456789',
    WEB_DIST: path.join(dir, 'no-web'),
    // Each call comes from an address of its own: the sign-up and login limits live in the shared Redis.
    TRUST_PROXY: 'true',
  }
  // Course ids of this file's own: other test processes announce `course:<id>` on the same Redis channel.
  await db.db.execute(
    sql`select setval(pg_get_serial_sequence('courses', 'id'), ${1_000_000 + randomInt(1e6)})`,
  )
  server = await startServerProcess(env)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function call<T>(method: string, route: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

describe('the commands beside a running server on PostgreSQL', () => {
  it('payments:confirm grants the plan, and the student sees it through the API at once', {
    timeout: 120_000,
  }, async () => {
    const student = newStudent()
    expect((await call('POST', '/api/v1/cadastro', { body: student })).status).toBe(201)
    const login = await call<{ access_token: string }>('POST', '/api/v1/seguranca/auth/login', {
      body: { id: student.id, password: student.password },
    })
    const token = login.body.access_token
    const bought = await call<{ pagamento: { id: number; status: string } }>(
      'GET',
      '/api/v1/profile/meus/planos/modulo/1/meses/1',
      { token },
    )
    const id = bought.body.pagamento.id
    expect(bought.body.pagamento.status).toBe('created')
    expect((await call('GET', '/api/v1/profile/meus/planos', { token })).body).toEqual([])
    expect(
      (await call<{ possui: boolean }>('GET', '/api/v1/profile/meus/planos/modulo/1', { token })).body.possui,
    ).toBe(false)

    const confirmed = runCommand('payments-cli.ts', [String(id)], env)
    expect(confirmed.stdout.trim()).toBe('Pagamento confirmado: plano liberado.')
    expect(confirmed.status).toBe(0)

    // No waiting: the next calls already see it.
    expect((await call(`GET`, `/api/v1/profile/meus/planos/pagamento/${id}`, { token })).body).toEqual({
      id,
      status: 'executed',
    })
    const plans = await call<{ curso: unknown; pivot: { data_fim: string } }[]>(
      'GET',
      '/api/v1/profile/meus/planos',
      {
        token,
      },
    )
    expect(plans.body).toHaveLength(1)
    expect(plans.body[0]?.curso).toBeNull()
    expect(Date.parse(plans.body[0]?.pivot.data_fim ?? '')).toBeGreaterThan(Date.now() + 27 * 86_400_000)
    expect(
      (await call<{ possui: boolean }>('GET', '/api/v1/profile/meus/planos/modulo/1', { token })).body.possui,
    ).toBe(true)
  })

  it('import:questions imports, and the server serves the new course at once though it had cached its absence', {
    timeout: 120_000,
  }, async () => {
    const [row] = await queryRows<{ next: number }>(
      db.db,
      sql`select last_value + 1 as next from courses_id_seq`,
    )
    const nextId = Number(row?.next)
    // The server keeps course rows 30 seconds, a missing one too: without the import's announcement on Redis it
    // would answer 404 for that long.
    expect((await call('GET', `/api/v1/geral/modulo/${nextId}`)).status).toBe(404)

    const file = writeOneQuestionFile(dir, 'Curso importado ao lado do servidor', 'beside-1')
    const imported = runCommand('import-cli.ts', [file], env)
    expect(imported.stdout.trim()).toBe('importadas: 1 nova, 0 atualizadas')
    expect(imported.status).toBe(0)

    await expect
      .poll(async () => (await call<{ nome?: string }>('GET', `/api/v1/geral/modulo/${nextId}`)).body.nome, {
        timeout: 2000,
        interval: 100,
      })
      .toBe('Curso importado ao lado do servidor')

    const migrated = runCommand('db/migrate-cli.ts', [], env)
    expect(migrated.stdout.trim()).toBe('Migrações aplicadas (PostgreSQL).')
    expect(migrated.status).toBe(0)
  })
})
