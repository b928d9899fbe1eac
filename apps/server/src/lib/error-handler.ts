import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, type FieldErrors } from './errors.ts'

const GENERIC_4XX: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  413: 'A requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas requisições. Tente novamente em instantes.',
}

/** One place turns every error into the shapes of DESIGN.md section 4; 5xx details stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.headers)
    const body =
      error.statusCode === 401 ? { error: error.message } : { message: error.message, ...error.extra }
    return reply.code(error.statusCode).send(body)
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = Object.create(null)
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      const field = path || 'body'
      // The whole body is of the wrong type (a list, a string): say what to send.
      const message =
        !path && issue.keyword === 'invalid_type' ? 'Envie os dados do formulário.' : issue.message
      errors[field] ??= []
      errors[field].push(message ?? 'Valor inválido.')
    }
    const first = Object.values(errors)[0]?.[0] ?? 'Os dados informados são inválidos.'
    return reply.code(422).send({ message: first, errors })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'O corpo da requisição não é um JSON válido.'
        : (GENERIC_4XX[status] ?? 'Requisição inválida.')
    return reply.code(status).send({ message })
  }
  request.log.error({ err: error }, 'unhandled error')
  return reply.code(500).send({ message: 'Erro interno. Tente novamente em instantes.' })
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ message: `Recurso não encontrado: ${request.method} ${request.url.split('?')[0]}` })
}
