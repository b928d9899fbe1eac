import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../config.ts'
import {
  DataDirLockedError,
  LOCK_FILE,
  type LockOwner,
  lockDataDir,
  processStartTime,
} from './data-dir-lock.ts'

// Decision 0039: one process per embedded database. These check the lock file itself; e2e/tests/cli.test.ts checks
// the server and the commands with it.
const root = mkdtempSync(path.join(tmpdir(), 'gabarito-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

let n = 0
const freshDir = () => path.join(root, `d${++n}`)
/** A new folder made here, for the tests that write a lock file before taking it (lockDataDir makes its own). */
const madeDir = () => {
  const dir = freshDir()
  mkdirSync(dir)
  return dir
}
const lockFile = (dir: string) => path.join(dir, LOCK_FILE)
const readOwner = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockOwner

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/** A node process that takes the lock on `dir` as `holder`, says so and waits; `exit` makes it exit instead. */
async function holderProcess(dir: string, holder: string, then: 'wait' | 'exit' = 'wait') {
  const code = [
    `import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))}`,
    `await lockDataDir(${JSON.stringify(dir)}, ${JSON.stringify(holder)})`,
    `console.log('locked')`,
    then === 'exit' ? 'process.exit(3)' : 'setInterval(() => {}, 1000)',
  ].join('\n')
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before taking the lock`)))
  })
  return { child, exited }
}

async function refusal(dir: string, holder: string): Promise<DataDirLockedError> {
  const error = await lockDataDir(dir, holder).then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof DataDirLockedError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

describe('the data directory lock', () => {
  it('is taken once: the file names the holder, a second taking is refused until it is released', async () => {
    const dir = freshDir()
    const lock = await lockDataDir(dir, 'server')
    expect(readOwner(dir)).toMatchObject({ holder: 'server', pid: process.pid, token: lock.owner.token })
    const second = await refusal(dir, 'payments:confirm')
    expect(second.owner).toEqual(lock.owner)
    expect(second.message).toContain(`O servidor do Gabarito (pid ${process.pid}) está em execução`)
    lock.release()
    expect(existsSync(lockFile(dir))).toBe(false)
    lock.release() // twice is harmless
    ;(await lockDataDir(dir, 'payments:confirm')).release()
  })

  it('refuses while another live process holds it, and takes it over once that process is killed', async () => {
    const dir = freshDir()
    const { child, exited } = await holderProcess(dir, 'import:questions')
    const error = await refusal(dir, 'server')
    expect(error.owner).toMatchObject({ holder: 'import:questions', pid: child.pid })
    expect(error.message).toContain(`O comando npm run import:questions (pid ${child.pid}) está usando`)

    child.kill('SIGKILL') // no exit handler runs: the file stays, naming a dead pid
    await exited
    expect(readOwner(dir).pid).toBe(child.pid)
    const lock = await lockDataDir(dir, 'server')
    expect(readOwner(dir)).toMatchObject({ holder: 'server', pid: process.pid })
    lock.release()
  })

  it('is removed when its process exits without closing (process.exit)', async () => {
    const dir = freshDir()
    const { exited } = await holderProcess(dir, 'db:migrate', 'exit')
    expect(await exited).toBe(3)
    expect(existsSync(lockFile(dir))).toBe(false)
  })

  it('takes over a lock whose pid now belongs to another process (its start time differs)', async () => {
    const dir = madeDir()
    const { child } = await holderProcess(freshDir(), 'other')
    const pid = child.pid as number
    const started = processStartTime(pid)
    expect(started).not.toBeNull() // Linux, as CI
    const stale = { holder: 'server', pid, started: `${Number(started) - 1000}`, token: 'x', since: '' }
    writeFileSync(lockFile(dir), JSON.stringify(stale))
    const lock = await lockDataDir(dir, 'server')
    expect(readOwner(dir).token).toBe(lock.owner.token)
    lock.release()

    // The same live pid with its own start time is the holder still.
    writeFileSync(lockFile(dir), JSON.stringify({ ...stale, started }))
    expect((await refusal(dir, 'server')).owner.pid).toBe(pid)
  })

  it("takes over a lock with this process's pid that this process never took (a restarted container)", async () => {
    const dir = madeDir()
    const earlier = { holder: 'server', pid: process.pid, started: null, token: 'earlier', since: '' }
    writeFileSync(lockFile(dir), JSON.stringify(earlier))
    const lock = await lockDataDir(dir, 'server')
    expect(readOwner(dir).token).toBe(lock.owner.token)
    lock.release()
  })

  it('takes over a lock file left empty by a crash, after giving a writer time to finish', async () => {
    const dir = madeDir()
    writeFileSync(lockFile(dir), '')
    const lock = await lockDataDir(dir, 'server')
    expect(readOwner(dir).token).toBe(lock.owner.token)
    lock.release()
  })

  it('never removes a lock another process wrote over it', async () => {
    const dir = freshDir()
    const lock = await lockDataDir(dir, 'server')
    const other = { holder: 'server', pid: 1, started: null, token: 'other', since: '' }
    writeFileSync(lockFile(dir), JSON.stringify(other))
    lock.release()
    expect(readOwner(dir).token).toBe('other')
  })
})
