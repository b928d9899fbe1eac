import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT_DIR } from '../config.ts'

/**
 * The real server as a process of its own (`npm start` without the build): for the tests of what runs beside it,
 * the browser tests (e2e/src/harness.ts) and the web benchmark (bench/src/web-server.ts).
 */
export interface ServerProcess {
  url: string
  /** Everything it printed (its last 20 000 characters). */
  output(): string
  /** SIGTERM, as closeWithGrace expects; SIGKILL after 15 s. */
  stop(): Promise<void>
}

export interface ServerProcessOptions {
  /** A given port, e.g. to start again on the same address; a free one by default. */
  port?: number
  /** How long the start (migrations, first seed) may take; 90 s by default. */
  readyWithinSeconds?: number
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Only what the caller passes: nothing of the shell's database, Redis or mail settings leaks in, and no demo
 * content unless `env` asks for it (SEED_DEMO).
 */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env }
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'JWT_SECRET',
    'PUBLIC_URL',
    'INIT_CWD',
    'DATA_DIR',
  ])
    delete base[key]
  return { ...base, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }
}

/** Starts `apps/server/src/server.ts` with `env` on 127.0.0.1 (a free port unless given) and waits for /readyz. */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT_DIR,
    env: cleanEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
      child.kill('SIGKILL')
      await exited
    }
  }
  const url = `http://127.0.0.1:${port}`
  const readyWithin = options.readyWithinSeconds ?? 90
  const deadline = Date.now() + readyWithin * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server exited before it was ready (${child.exitCode ?? child.signalCode}):\n${printed}`,
      )
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, output: () => printed, stop }
    await sleep(200)
  }
  await stop()
  throw new Error(`the server was not ready after ${readyWithin} s:\n${printed}`)
}

/** Runs a command's entry (`payments-cli.ts`, `import-cli.ts`, `db/migrate-cli.ts`) as npm would, with `env`. */
export function runCommand(entry: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}`, ...args], {
    cwd: ROOT_DIR,
    env: cleanEnv(env),
    encoding: 'utf8',
  })
}
