import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateCpf } from '@gabarito/core'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { type App, type AppOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { seedSiteTexts } from '../db/seed/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Mailer } from '../lib/mail.ts'
import type { RateLimiter } from '../lib/rate-limit.ts'
import type { PixProvider } from '../modules/payments/pix-provider.ts'
import { openTestDatabase } from './database.ts'

export interface TestContext {
  app: App
  db: Database
  config: Config
  close(): Promise<void>
}

export interface TestOptions {
  env?: Record<string, string>
  mailer?: Mailer
  limiter?: RateLimiter
  clock?: Clock
  pix?: PixProvider
  foldTiming?: AppOptions['foldTiming']
  /** A logger configuration (e.g. writing to a test's stream); no logging by default. */
  logger?: AppOptions['logger']
}

/** A test app's configuration, with a data directory of its own (the caller removes it). */
export function testConfig(env: Record<string, string> = {}): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gabarito-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  })
  return { config, dataDir }
}

/** The real app on a fresh database, called through app.inject: no port, nothing of ours mocked. */
export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const { config, dataDir } = testConfig(options.env)
  const handle = await openTestDatabase()
  await seedSiteTexts({ db: handle.db, config })
  const app = await buildApp({
    config,
    db: handle.db,
    logger: options.logger ?? false,
    mailer: options.mailer,
    limiter: options.limiter,
    clock: options.clock,
    pix: options.pix,
    foldTiming: options.foldTiming,
  })
  await app.ready()
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close()
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * For one test file (or describe): createTestContext before its tests, closed after them. Call it at the top level
 * of the file or describe; the context it returns is filled in place, so its fields are there in later beforeAll
 * hooks and in the tests.
 */
export function testContextSuite(options: TestOptions = {}): TestContext {
  const context = {} as TestContext
  beforeAll(async () => {
    Object.assign(context, await createTestContext(options))
  })
  afterAll(() => context.close())
  return context
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** The Redis the tests that share state between app instances use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let students = 0

/** A new student's sign-up body; each has a nickname of their own, as nicknames are unique (decision 0063). */
export function newStudent(overrides: Partial<Record<string, string>> = {}) {
  const cpf = generateCpf()
  students += 1
  return {
    nome: 'Maria Aparecida Souza',
    email: `maria.${cpf}@exemplo.com.br`,
    id: cpf,
    apelido: `Cida ${students}`,
    password: 'senha-forte-123',
    passwordConfirm: 'senha-forte-123',
    ...overrides,
  }
}

/** Signs a new student up and logs in; returns the token and what was sent. */
export async function signUpAndLogin(app: App, overrides: Partial<Record<string, string>> = {}) {
  const student = newStudent(overrides)
  // Each student signs up from an address of their own, as real students do, so the per-address limit stays out of the way.
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/v1/cadastro',
    payload: student,
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
  })
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`)
  const token = await login(app, student.id, student.password)
  return { student, token }
}

/** Changes the caller's password through the API, confirming it correctly. */
export function changePassword(app: App, token: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/profile/update/senha',
    headers: auth(token),
    payload: { password, passwordConfirm: password },
  })
}

export async function login(app: App, cpf: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/seguranca/auth/login',
    payload: { id: cpf, password },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  return res.json<{ access_token: string }>().access_token
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json<T>()
