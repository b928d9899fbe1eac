import { randomBytes } from 'node:crypto'
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * One process per embedded database (decision 0039): PGlite keeps the database in its own memory and writes its
 * files when it likes, so a second process opening the same folder reads stale pages and its writes are lost or
 * corrupt the folder. Whoever opens `DATA_DIR`'s database (the server, `payments:confirm`, `import:questions`,
 * `db:migrate`) first takes `DATA_DIR/gabarito.lock`, created with O_EXCL, holding its pid, its start time and a
 * token; a lock whose process is gone (killed, the machine restarted) is taken over.
 */
export const LOCK_FILE = 'gabarito.lock'

/** What the lock file says about the process holding the data directory. */
export interface LockOwner {
  /** `server`, or the npm script that holds it (`payments:confirm`, `import:questions`, `db:migrate`). */
  holder: string
  pid: number
  /** The process's start time as the kernel counts it (Linux: ticks since boot), so a reused pid is told apart. */
  started: string | null
  /** Random, this taking's own: a process only ever removes the lock it wrote. */
  token: string
  /** When it was taken (ISO 8601), for whoever reads the file. */
  since: string
}

export interface DataDirLock {
  readonly owner: LockOwner
  /** Removes the lock file, when it is still this one's. Idempotent. */
  release(): void
}

/** Another live process holds the data directory; `owner` says which. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      owner.holder === 'server'
        ? `O servidor do Gabarito (pid ${owner.pid}) está em execução com o banco embutido em ${dataDir}.`
        : `O comando npm run ${owner.holder} (pid ${owner.pid}) está usando o banco embutido em ${dataDir}: ` +
            'aguarde ele terminar.',
    )
    this.name = 'DataDirLockedError'
  }
}

/**
 * What a command prints when it finds the data directory taken: `instead` says what to do while the server runs
 * (e.g. 'confirme em Administração › Pagamentos, ou pare o servidor e rode o comando de novo.').
 */
export function commandRefusal(error: DataDirLockedError, instead: string): string {
  const first = error.owner.holder === 'server' ? `O servidor está em execução: ${instead}` : error.message
  return (
    `${first}\nNada foi alterado: o banco embutido (${error.dataDir}) só pode ser aberto por um processo de ` +
    `cada vez (em uso pelo pid ${error.owner.pid}). Com DATABASE_URL (PostgreSQL) os comandos rodam junto com o servidor.`
  )
}

/** What a second server prints when the data directory is taken. */
export function serverRefusal(error: DataDirLockedError): string {
  const { holder, pid } = error.owner
  return holder === 'server'
    ? `Outro servidor (pid ${pid}) já usa o banco embutido em ${error.dataDir}: pare-o, ou inicie este com ` +
        'outro DATA_DIR (ou DATABASE_URL).'
    : `O comando npm run ${holder} (pid ${pid}) está usando o banco embutido em ${error.dataDir}: aguarde ele ` +
        'terminar e inicie o servidor de novo.'
}

/** Tokens of the locks this process holds, released on exit when nobody closed them (a crash, process.exit). */
const held = new Map<string, () => void>()
let exitHookInstalled = false

/** Takes the data directory for this process, or throws DataDirLockedError when a live process holds it. */
export async function lockDataDir(dataDir: string, holder: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  const owner: LockOwner = {
    holder,
    pid: process.pid,
    started: processStartTime(process.pid),
    token: randomBytes(16).toString('hex'),
    since: new Date().toISOString(),
  }
  const text = `${JSON.stringify(owner)}\n`
  for (let attempt = 0; attempt < 10; attempt++) {
    if (createExclusive(file, text)) return holdLock(file, owner, text)
    const found = await readLock(file)
    if (found === undefined) continue // released in between: try again
    if (found.owner && isRunning(found.owner)) throw new DataDirLockedError(dataDir, found.owner)
    removeStale(file, found.text, owner.token)
  }
  throw new Error(`${file}: could not take the lock (other processes keep taking it)`)
}

function holdLock(file: string, owner: LockOwner, text: string): DataDirLock {
  const release = () => {
    if (!held.delete(owner.token)) return
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file)
    } catch {
      // already gone (the folder was removed): nothing to release
    }
  }
  held.set(owner.token, release)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', () => {
      for (const free of [...held.values()]) free()
    })
  }
  return { owner, release }
}

/** Creates the file with O_EXCL, the whole content in one write; false when it exists. */
function createExclusive(file: string, text: string): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx', 0o644)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * The lock file's text and owner; undefined when it is gone. A file still empty or cut short is being written
 * (open and write are two calls): read again for a while, then take it for the leftover of a crash (owner null).
 */
async function readLock(file: string): Promise<{ text: string; owner: LockOwner | null } | undefined> {
  let text = ''
  for (let tries = 0; tries < 20; tries++) {
    try {
      text = readFileSync(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
    const owner = parseOwner(text)
    if (owner) return { text, owner }
    await sleep(50)
  }
  return { text, owner: null }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>
    const pidOk = typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0
    if (!pidOk || typeof value.token !== 'string' || typeof value.holder !== 'string') return null
    return {
      holder: value.holder,
      pid: value.pid as number,
      started: typeof value.started === 'string' ? value.started : null,
      token: value.token,
      since: typeof value.since === 'string' ? value.since : '',
    }
  } catch {
    return null
  }
}

/** Whether the lock's process still runs: its pid exists and, where the kernel says, started when it did. */
export function isRunning(owner: LockOwner): boolean {
  // Our own pid: a lock this process took, or one left by an earlier process that had the same pid (a container's
  // server restarted after a kill runs with the same pid).
  if (owner.pid === process.pid) return held.has(owner.token)
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false
  }
  if (owner.started === null) return true
  const started = processStartTime(owner.pid)
  return started === null || started === owner.started
}

/** Linux: field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

/**
 * Removes a stale lock without removing a live one: another process may have taken over the same stale lock a
 * moment ago and written its own. The file is moved aside (one process wins the rename) and deleted only when it
 * is the stale one that was read; otherwise it is put back (link fails rather than overwrite a newer one).
 */
function removeStale(file: string, staleText: string, token: string): void {
  const aside = `${file}.${token}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) linkSync(aside, file)
  } catch {
    // a third process created a lock meanwhile: it holds the directory, and the next attempt says so
  } finally {
    unlinkSync(aside)
  }
}
