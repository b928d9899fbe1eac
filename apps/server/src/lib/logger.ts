import type { FastifyRequest } from 'fastify'
import pino, { type LoggerOptions } from 'pino'
import { maskEmailsDeep } from './email-mask.ts'

/**
 * What the log must never hold: passwords (and their hashes), session and device tokens, reset links, the PIX
 * webhook secret. Request URLs lose their query values (PDF links carry `?token=`, the webhook `?secret=`),
 * database errors lose the values of their query, and objects lose these keys wherever a log call puts them.
 */
const SECRET_KEYS = [
  'password',
  'passwordConfirm',
  'passwordHash',
  'token',
  'access_token',
  'device_token',
  'secret',
  'authorization',
]
const SECRET_HEADERS = [
  'headers["access-token"]',
  'headers["x-webhook-secret"]',
  'headers.cookie',
  'headers["set-cookie"]',
]

const REDACTED = '[redacted]'

/** The URL with every query value replaced: which parameters came stays visible, their values do not. */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()]
  return `${url.slice(0, at)}?${names.map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&')}`
}

interface ErrorLike {
  message: string
  cause?: unknown
  params?: unknown
  code?: unknown
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string'

function causeChain(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = []
  for (let e: unknown = error; isErrorLike(e) && !chain.includes(e); e = e.cause) chain.push(e)
  return chain
}

/**
 * pino's error serializer, minus the values of a failed query: drizzle's error says
 * "Failed query: <sql>\nparams: <every value>" in its message and stack and keeps them in `params` (an argon2
 * hash, a CPF); PostgreSQL's `detail` may repeat the failing row. The SQL text, the code and the stack stay.
 * E-mail addresses anywhere in it are masked (`r***@exemplo.com`): an SMTP error repeats the recipient in its
 * message, `response` and `rejected` fields.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error
  const chain = causeChain(error)
  const leaks = chain.filter((e) => Array.isArray(e.params)).map((e) => `\nparams: ${e.params}`)
  const scrub = (text: unknown) =>
    typeof text === 'string' ? leaks.reduce((clean, leak) => clean.split(leak).join(''), text) : text
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>
  serialized.message = scrub(serialized.message)
  serialized.stack = scrub(serialized.stack)
  delete serialized.params
  delete serialized.detail
  // The driver's error (the cause) has the SQLSTATE code; keep it on the line.
  serialized.code ??= chain.find((e) => typeof e.code === 'string')?.code
  for (const key of Object.keys(serialized)) serialized[key] = maskEmailsDeep(serialized[key])
  return serialized
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** The logger configuration of the server (buildApp's default) and of anything logging outside a request. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
        ...SECRET_HEADERS.flatMap((path) => [path, `*.${path}`]),
      ],
      censor: REDACTED,
    },
  }
}

/** For what happens outside the app: a lost database connection, a failed start. */
export const processLog = pino(loggerOptions('warn'))
