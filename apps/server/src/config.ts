import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isValidCpf, normalizeCpf } from '@gabarito/core'
import { z } from 'zod'

/** The repository root, so that defaults do not depend on the directory npm runs a script from. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../../..')

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `deve começar com ${protocols.join(' ou ')}`,
    })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /** A streaming replica of DATABASE_URL for the reads that tolerate a few seconds' lag (decision 0045). */
  DATABASE_READ_URL: optionalUrl(['postgres://', 'postgresql://']),
  /**
   * When answers reach the aggregates (decision 0047): 'inline' right after each answer, 'background' in batches
   * shortly after. Defaults to 'background' with DATABASE_URL (a server at scale), 'inline' on the embedded database.
   */
  AGGREGATE_FOLD: z.enum(['inline', 'background']).optional(),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Gabarito <nao-responda@gabarito.app>'),
  JWT_SECRET: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'use um número seguido de s, m, h ou d (ex.: 7d)')
    .default('7d'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_CPF: z
    .string()
    .optional()
    .refine((v) => v === undefined || isValidCpf(v), { message: 'CPF inválido' })
    .transform((v) => (v ? normalizeCpf(v) : undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter ao menos 8 caracteres').optional(),
  MANAGER_CPF: z
    .string()
    .optional()
    .refine((v) => v === undefined || isValidCpf(v), { message: 'CPF inválido' })
    .transform((v) => (v ? normalizeCpf(v) : undefined)),
  MANAGER_PASSWORD: z.string().min(8, 'deve ter ao menos 8 caracteres').optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().default(path.join(ROOT_DIR, 'apps/web/dist')),
  PIX_KEY: z.string().trim().min(1).default('pagamentos@gabarito.app'),
  PIX_MERCHANT_NAME: z.string().trim().min(1).default('Gabarito'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).default('Brasilia'),
  PIX_WEBHOOK_SECRET: z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
  PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  PAYMENT_POLL_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /** How old a course's item statistics may get before the server's job computes them again; 0 turns it off. */
  ITEM_STATS_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  PSP_URL: optionalUrl(['https://', 'http://']),
  PSP_CLIENT_ID: z.string().optional(),
  PSP_CLIENT_SECRET: z.string().optional(),
  // PEM files for the mutual TLS most PSPs require on their API Pix: the client certificate and key they issued,
  // and their CA when it is not a public one.
  PSP_CERT_FILE: z.string().trim().min(1).optional(),
  PSP_KEY_FILE: z.string().trim().min(1).optional(),
  PSP_CA_FILE: z.string().trim().min(1).optional(),
})

export type Env = z.output<typeof envSchema>

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL' | 'AGGREGATE_FOLD'> {
  AGGREGATE_FOLD: 'inline' | 'background'
  JWT_SECRET: string
  PUBLIC_URL: string
}

export class ConfigError extends Error {}

/** Reads and validates every setting once; a bad value fails start-up with the list of every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const values = parsed.data
  // Relative paths are read from where npm was started, not from the workspace npm runs the script in.
  const baseDir = env.INIT_CWD ?? process.cwd()
  const pspFiles = (['PSP_CERT_FILE', 'PSP_KEY_FILE', 'PSP_CA_FILE'] as const).flatMap((key) => {
    const file = values[key]
    return file === undefined ? [] : [[key, path.resolve(baseDir, file)] as const]
  })
  const problems = [
    ...(values.DATABASE_READ_URL && !values.DATABASE_URL
      ? ['DATABASE_READ_URL: exige DATABASE_URL (a réplica é de um servidor PostgreSQL)']
      : []),
    ...(values.PSP_URL && !(values.PSP_CLIENT_ID && values.PSP_CLIENT_SECRET)
      ? ['PSP_URL: exige PSP_CLIENT_ID e PSP_CLIENT_SECRET']
      : []),
    ...(Boolean(values.PSP_CERT_FILE) !== Boolean(values.PSP_KEY_FILE)
      ? ['PSP_CERT_FILE: exige PSP_KEY_FILE (e vice-versa)']
      : []),
    ...pspFiles
      .filter(([, file]) => !existsSync(file))
      .map(([key, file]) => `${key}: arquivo não encontrado (${file})`),
  ]
  if (problems.length > 0) throw configError(problems)
  const dataDir = path.resolve(baseDir, values.DATA_DIR)
  return {
    ...values,
    ...Object.fromEntries(pspFiles),
    DATA_DIR: dataDir,
    AGGREGATE_FOLD: values.AGGREGATE_FOLD ?? (values.DATABASE_URL ? 'background' : 'inline'),
    JWT_SECRET: values.JWT_SECRET ?? persistentSecret(dataDir),
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
  }
}

const configError = (lines: string[]) =>
  new ConfigError(`Configuração inválida:\n${lines.map((line) => `  ${line}`).join('\n')}`)

/** Without JWT_SECRET, a secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  // Written whole under a name of its own, then linked into place: of two first starts at once, one secret wins
  // and both read it (link fails when the file exists), and nobody reads a half-written one.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(draft)
  }
  return readFileSync(file, 'utf8').trim()
}
