import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Deps } from '../../deps.ts'
import { unauthorized } from '../../lib/errors.ts'
import { listenForUserChanges } from '../users/users.service.ts'
import { authenticate } from './auth.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller. */
    requireCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook for public routes that answer more to a signed-in caller; a bad token is still a 401. */
    optionalCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/** The token from `Authorization: Bearer`, the `access-token` header, or `?token=` (PDF links). */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined
  const accessToken = request.headers['access-token']
  if (typeof accessToken === 'string' && accessToken) return accessToken
  const query = request.query as { token?: unknown } | undefined
  return typeof query?.token === 'string' && query.token ? query.token : undefined
}

export const authPlugin = fp<{ deps: Deps }>(async (app, { deps }) => {
  listenForUserChanges(deps)
  app.decorateRequest('caller', null)
  app.decorate('requireCaller', async (request: FastifyRequest) => {
    const token = tokenFrom(request)
    if (!token) throw unauthorized('Entre para continuar.')
    request.caller = await authenticate(deps, token)
  })
  app.decorate('optionalCaller', async (request: FastifyRequest) => {
    const token = tokenFrom(request)
    if (token) request.caller = await authenticate(deps, token)
  })
})
