import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Lets the plugin's routes take a file as the request body itself, read as bytes up to `bodyLimit` (over it: 413),
 * for the content types given; only in the plugin's own scope. The services check what the bytes are.
 */
export function acceptFileBody(app: FastifyInstance, contentTypes: string[], bodyLimit: number): void {
  app.addContentTypeParser(contentTypes, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  )
}

/** The uploaded file's bytes (empty when no body came). */
export const fileBytes = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
