import { execFileSync } from 'node:child_process'
import { appendFileSync, chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * A PostgreSQL primary and a streaming replica of it (pg_basebackup), each a cluster of its own in a temporary
 * directory on a free port, for the test of DATABASE_READ_URL (decision 0045). The machine's PostgreSQL server
 * allows no replication connections, so the test brings its own primary. PostgreSQL refuses to run as root: as
 * root the clusters run as the `postgres` user.
 */
export interface ReplicatedClusters {
  primaryUrl: string
  replicaUrl: string
  /** Stops applying the primary's changes on the replica (what it already applied stays readable). */
  pauseReplay(): Promise<void>
  resumeReplay(): Promise<void>
  /** Waits until the replica has applied everything the primary has written so far. */
  caughtUp(): Promise<void>
  stop(): void
}

const BIN = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
const asRoot = process.getuid?.() === 0

function run(command: string, args: string[]) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  execFileSync(file, argv, { stdio: 'pipe' })
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

export async function startReplicatedClusters(database = 'gabarito'): Promise<ReplicatedClusters> {
  const root = mkdtempSync(path.join(tmpdir(), 'gabarito-replica-'))
  chmodSync(root, 0o755)
  if (asRoot) {
    const postgres = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(root, postgres, postgres)
  }
  const primaryDir = path.join(root, 'primary')
  const replicaDir = path.join(root, 'replica')
  const [primaryPort, replicaPort] = [await freePort(), await freePort()]
  const started: string[] = []
  const stop = () => {
    for (const dir of started.reverse()) {
      try {
        run(path.join(BIN, 'pg_ctl'), ['-D', dir, 'stop', '-m', 'immediate'])
      } catch {
        // Already stopped.
      }
    }
    rmSync(root, { recursive: true, force: true })
  }
  try {
    run(path.join(BIN, 'initdb'), ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
    const settings = (port: number) =>
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\n` +
      'wal_level = replica\nmax_wal_senders = 4\nfsync = off\nsynchronous_commit = off\n'
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort))
    appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n')
    run(path.join(BIN, 'pg_ctl'), ['-D', primaryDir, '-l', `${primaryDir}.log`, '-w', 'start'])
    started.push(primaryDir)
    const server = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
    await query(server(primaryPort, 'postgres'), `create database ${database}`)
    // -R writes the standby settings (standby.signal, primary_conninfo); later settings override the port. A fast
    // checkpoint: the default spread one makes the copy wait more than a minute.
    run(path.join(BIN, 'pg_basebackup'), [
      ...[
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ],
    ])
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort))
    run(path.join(BIN, 'pg_ctl'), ['-D', replicaDir, '-l', `${replicaDir}.log`, '-w', 'start'])
    started.push(replicaDir)
  } catch (error) {
    stop()
    throw error
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${database}`
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: async () => {
      await query(replicaUrl, 'select pg_wal_replay_pause()')
    },
    resumeReplay: async () => {
      await query(replicaUrl, 'select pg_wal_replay_resume()')
    },
    caughtUp: async () => {
      // The insert position, not the write one: with synchronous_commit off the last commits may still be in the
      // primary's WAL buffers, and waiting only for what was written returned before the replica had them.
      const [written] = await query<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_insert_lsn()::text as lsn',
      )
      for (let i = 0; i < 200; i++) {
        const [state] = await query<{ done: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() >= '${written?.lsn}'::pg_lsn as done`,
        )
        if (state?.done) return
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error('the replica did not catch up in 5 s')
    },
    stop,
  }
}
