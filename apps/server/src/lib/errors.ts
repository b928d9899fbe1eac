import { formatCount, messages } from '@gabarito/core'

/** An error whose status and pt-BR message are meant for the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export type FieldErrors = Record<string, string[]>

/** 422 with the errors of each field; the client shows the first message under the field. */
export class ValidationError extends AppError {
  constructor(
    readonly errors: FieldErrors,
    message = firstMessage(errors),
  ) {
    super(422, message, { errors })
  }
}

function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0]?.[0] ?? 'Os dados informados são inválidos.'
}

export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] })
export const unauthorized = (message: string = messages.sessionExpired) => new AppError(401, message)
export const forbidden = (message = 'Acesso negado.') => new AppError(403, message)
export const notFound = (message = 'Recurso não encontrado.') => new AppError(404, message)
export const locked = (message: string) => new AppError(423, message)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    `Muitas tentativas. Tente novamente em ${formatWait(retryAfterSeconds)}.`,
    {},
    { 'retry-after': String(retryAfterSeconds) },
  )

/** What a lookup found, or a 404 with the record's message when it found nothing. */
export async function foundOr404<T>(lookup: Promise<T | null | undefined>, message: string): Promise<T> {
  const found = await lookup
  if (found == null) throw notFound(message)
  return found
}

function formatWait(seconds: number): string {
  if (seconds < 60) return formatCount(seconds, 'segundo', 'segundos')
  return formatCount(Math.ceil(seconds / 60), 'minuto', 'minutos')
}
