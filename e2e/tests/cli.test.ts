import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { writeOneQuestionFile } from '../../apps/server/src/test/import-files.ts'
import { apiToken } from '../src/gabarito.ts'
import { ROOT_DIR, type RunningServer, startServer } from '../src/harness.ts'
import { callApi, createStudent } from '../src/practice.ts'

// Issue 26, item 3, decision 0039: the commands that change data never open the embedded database while the server
// holds it. They refuse in pt-BR and change nothing the server shows; a second server refuses; a server killed
// with SIGKILL leaves a lock the next start takes over; with the server stopped the commands work.
let dataDir: string
let work: string
let server: RunningServer | undefined
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-cli-'))
  work = mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-cli-files-'))
  cpSync(inject('seededDataDir'), dataDir, { recursive: true })
  server = await startServer({ dataDir })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

const running = () => {
  if (!server) throw new Error('server not started')
  return server
}

/** A command's entry run as `npm run …` runs it, on this file's data directory (the embedded database). */
function command(entry: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' }
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET', 'INIT_CWD']) delete env[key]
  const result = spawnSync(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}`, ...args], {
    cwd: ROOT_DIR,
    env,
    encoding: 'utf8',
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

const IMPORTED_COURSE = 'Curso importado pelo comando'
const importFile = () => writeOneQuestionFile(work, IMPORTED_COURSE, 'cli-1')

const lockOwner = () =>
  JSON.parse(readFileSync(path.join(dataDir, 'gabarito.lock'), 'utf8')) as { pid: number; holder: string }

let student: { cpf: string; password: string }
let paymentId: number
const token = () => apiToken(running().url, student.cpf, student.password)
const paymentStatus = async () =>
  (
    await callApi<{ status: string }>(
      running().url,
      'GET',
      `/api/v1/profile/meus/planos/pagamento/${paymentId}`,
      await token(),
    )
  ).body.status
const plans = async () =>
  (await callApi<{ curso: unknown }[]>(running().url, 'GET', '/api/v1/profile/meus/planos', await token()))
    .body
const courseNames = async () =>
  (await callApi<{ nome: string }[]>(running().url, 'GET', '/api/v1/geral/modulo')).body.map((c) => c.nome)

describe('commands while the server runs on the embedded database', () => {
  it('payments:confirm refuses in pt-BR, exits 1, and the payment stays pending', {
    timeout: 120_000,
  }, async () => {
    student = await createStudent(running().url)
    // The unlimited subscription (course 1), one month: a PIX charge waiting for its money.
    const bought = await callApi<{ pagamento: { id: number; status: string } }>(
      running().url,
      'GET',
      '/api/v1/profile/meus/planos/modulo/1/meses/1',
      await token(),
    )
    expect(bought.status).toBe(200)
    paymentId = bought.body.pagamento.id
    expect(lockOwner()).toMatchObject({ holder: 'server' })

    const result = command('payments-cli.ts', String(paymentId))
    expect(result.stderr).toContain(
      'O servidor está em execução: confirme em Administração › Pagamentos, ou pare o servidor',
    )
    expect(result.stdout).not.toContain('Pagamento confirmado')
    expect(result.status).toBe(1)
    expect(await paymentStatus()).toBe('created')
    expect(await plans()).toEqual([])
  })

  it('import:questions and db:migrate refuse in pt-BR, exit 1, and nothing is imported', {
    timeout: 120_000,
  }, async () => {
    const imported = command('import-cli.ts', importFile())
    expect(imported.stderr).toContain(
      'O servidor está em execução: importe em Administração › Importar questões (o JSON, ou um ZIP com ele e as ' +
        'imagens), ou pare o servidor',
    )
    expect(imported.stdout).not.toContain('importadas')
    expect(imported.status).toBe(1)
    expect(await courseNames()).not.toContain(IMPORTED_COURSE)

    const migrated = command('db/migrate-cli.ts')
    expect(migrated.stderr).toContain('O servidor está em execução: ele já aplicou as migrações ao iniciar')
    expect(migrated.status).toBe(1)
    // The server still answers, on the same data.
    expect(await paymentStatus()).toBe('created')
  })

  it('a second server on the same DATA_DIR stops with a clear message', { timeout: 120_000 }, async () => {
    const pid = lockOwner().pid
    const second = await startServer({ dataDir }).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(second).toContain(`Outro servidor (pid ${pid}) já usa o banco embutido em ${dataDir}`)
    expect(lockOwner().pid).toBe(pid)
    expect(await paymentStatus()).toBe('created')
  })

  it('a killed server leaves a lock the next start takes over; stopped, the commands work and it sees them', {
    timeout: 300_000,
  }, async () => {
    const killed = lockOwner().pid
    process.kill(killed, 'SIGKILL')
    await running().stop()
    expect(lockOwner().pid).toBe(killed) // nothing removed it: a stale lock naming a dead process

    server = await startServer({ dataDir })
    expect(lockOwner()).toMatchObject({ holder: 'server' })
    expect(lockOwner().pid).not.toBe(killed)
    expect(await paymentStatus()).toBe('created')

    // Stopped cleanly, the server removes its lock, and the commands run.
    await running().stop()
    expect(existsSync(path.join(dataDir, 'gabarito.lock'))).toBe(false)
    const confirmed = command('payments-cli.ts', String(paymentId))
    expect(confirmed.stdout.trim()).toBe('Pagamento confirmado: plano liberado.')
    expect(confirmed.status).toBe(0)
    const imported = command('import-cli.ts', importFile())
    expect(imported.stdout.trim()).toBe('importadas: 1 nova, 0 atualizadas')
    expect(imported.status).toBe(0)
    expect(existsSync(path.join(dataDir, 'gabarito.lock'))).toBe(false)

    server = await startServer({ dataDir })
    expect(await paymentStatus()).toBe('executed')
    expect(await plans()).toEqual([expect.objectContaining({ curso: null })])
    expect(await courseNames()).toContain(IMPORTED_COURSE)
  })
})
