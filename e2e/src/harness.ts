import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { type ServerProcess, startServerProcess } from '../../apps/server/src/test/server-process.ts'

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..')
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(ROOT_DIR, 'apps/web/dist')
export const ARTIFACTS_DIR = path.join(ROOT_DIR, 'e2e/artifacts')

/**
 * How long a step may wait for the screen (an element, a route). Generous: password hashing is slow on purpose
 * and a busy CI machine runs other suites at the same time.
 */
export const STEP_TIMEOUT_MS = 20_000

/** The Admin account every fresh server creates at its first start. */
export const ADMIN = { cpf: '52998224725', password: 'admin12345', apelido: 'Admin' } as const

/** The demo Gerente every fresh server creates at its first start. */
export const MANAGER = { cpf: '88295382802', password: 'gerente12345' } as const

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

// --- server ---------------------------------------------------------------------------------------------------

export interface RunningServer extends ServerProcess {
  dataDir: string
}

function assertWebBuilt(): void {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The web app is not built (${WEB_DIST}/index.html is missing). Run \`npm run build\` before the e2e tests ` +
        '(`npm test` and `npm run test:e2e` do it).',
    )
  }
}

export interface StartOptions {
  /** Reuse this data directory (left in place on stop); by default a fresh temporary one, removed on stop. */
  dataDir?: string
  port?: number
  /** Extra environment of the server (e.g. `PAYMENT_POLL_SECONDS`), on top of what the harness sets. */
  env?: Record<string, string>
}

/**
 * Starts the real server (PGlite in a fresh temporary directory, the demo content, the built web app) on a free
 * port and waits for /readyz.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  assertWebBuilt()
  const ownsDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-'))
  const removeOwnDir = () => {
    if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_CPF: ADMIN.cpf,
        ADMIN_PASSWORD: ADMIN.password,
        MANAGER_CPF: MANAGER.cpf,
        MANAGER_PASSWORD: MANAGER.password,
        WEB_DIST,
        ...options.env,
      },
      { port: options.port },
    )
    const stop = async () => {
      await server.stop()
      removeOwnDir()
    }
    return { ...server, dataDir, stop }
  } catch (error) {
    removeOwnDir()
    throw error
  }
}

// --- browser --------------------------------------------------------------------------------------------------

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/**
 * Chromium reports every HTTP error answer as a console error ("Failed to load resource"). A 4xx from our API
 * is an answer the screens handle (wrong password, taken CPF, expired token), and so is a 503 (a dependency such
 * as the PSP is down; the server says to try again); anything else counts as an error.
 */
function isHandledApiAnswer(message: ConsoleMessage): boolean {
  if (!/^Failed to load resource: the server responded with a status of (4\d\d|503)/.test(message.text()))
    return false
  const where = message.location().url
  try {
    const { pathname } = new URL(where)
    return pathname.startsWith('/api/') || pathname.startsWith('/site/api/')
  } catch {
    return false
  }
}

export interface BrowserPage {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[]
  /** Every API call the page made, as "METHOD /path". */
  apiCalls: string[]
}

export interface E2E {
  readonly server: RunningServer
  readonly browser: Browser
  /**
   * Works on the server's database directly, for data no screen or API creates yet (plans are granted by
   * payments, which come later). The server is stopped meanwhile (PGlite has one owner) and started again
   * on the same address and data.
   */
  withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T>
  /**
   * A fresh browser context (empty storage) with one page; checked for errors after each test. The service worker
   * is blocked unless `serviceWorkers: 'allow'` (the offline tests): elsewhere its precache would download the
   * whole app in the background of every test.
   */
  open(options?: {
    viewport?: { width: number; height: number }
    serviceWorkers?: 'allow' | 'block'
  }): Promise<BrowserPage>
}

export interface SetupOptions {
  /** Extra environment of the file's server, kept when `withDatabase` restarts it. */
  env?: Record<string, string>
}

/** Registers the hooks of a test file: one server and one browser per file, pages checked after each test. */
export function setupE2E(setup: SetupOptions = {}): E2E {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  let pages: BrowserPage[] = []

  let dataDir: string | undefined

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-'))
    // The run's migrated and seeded data (e2e/src/seeded-data.setup.ts): a first start's work done once.
    cpSync(inject('seededDataDir'), dataDir, { recursive: true })
    // Side by side; whichever started is kept for afterAll to stop, even when the other failed.
    const [started, launched] = await Promise.allSettled([
      startServer({ dataDir, env: setup.env }),
      launchBrowser(),
    ])
    if (started.status === 'fulfilled') server = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason
  })

  afterEach(async () => {
    const opened = pages
    pages = []
    const errors = opened.flatMap((p) => p.errors)
    await Promise.all(opened.map((p) => p.context.close()))
    expect(errors, 'console errors or uncaught exceptions in the browser').toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()])
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  return {
    get server() {
      if (!server) throw new Error('server not started')
      return server
    },
    get browser() {
      if (!browser) throw new Error('browser not launched')
      return browser
    },
    async withDatabase(work) {
      if (!server || !dataDir) throw new Error('setupE2E hooks have not run')
      const port = Number(new URL(server.url).port)
      await server.stop()
      const { PGlite } = await import('@electric-sql/pglite')
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') })
      try {
        return await work(db)
      } finally {
        await db.close()
        server = await startServer({ dataDir, port, env: setup.env })
      }
    },
    async open(options = {}) {
      if (!browser || !server) throw new Error('setupE2E hooks have not run')
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        serviceWorkers: options.serviceWorkers ?? 'block',
      })
      context.setDefaultTimeout(STEP_TIMEOUT_MS)
      const page = await context.newPage()
      const entry: BrowserPage = { page, context, errors: [], apiCalls: [] }
      page.on('console', (message) => {
        if (message.type() === 'error' && !isHandledApiAnswer(message)) {
          entry.errors.push(`console: ${message.text()} (${message.location().url})`)
        }
      })
      page.on('pageerror', (error) => entry.errors.push(`page error: ${error.message}`))
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith('/api/') || pathname.startsWith('/site/api/')) {
          entry.apiCalls.push(`${request.method()} ${pathname}`)
        }
      })
      pages.push(entry)
      return entry
    },
  }
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  return path.join(ARTIFACTS_DIR, name)
}
