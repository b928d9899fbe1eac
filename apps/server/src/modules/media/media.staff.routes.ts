import { STAFF_API } from '@gabarito/core'
import { staffImageJson } from '@gabarito/core/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { acceptFileBody, fileBytes } from '../../lib/raw-body.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { STAFF_IMAGE_MAX_BYTES, storeStaffImage } from './media.staff.service.ts'

/** What a browser may call an uploaded image; the service trusts none of them and reads the bytes. */
const UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/webp',
  'application/octet-stream',
]

/** Image upload for the back office's editors (mounted under /api/v1/admin). */
export const mediaStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The editor sends the file itself as the body (this plugin's scope only); over the limit is a 413.
  acceptFileBody(app, UPLOAD_TYPES, STAFF_IMAGE_MAX_BYTES)

  app.post(
    STAFF_API.questions.images.pattern,
    {
      bodyLimit: STAFF_IMAGE_MAX_BYTES,
      ...staffRoute('questions.edit', {
        summary:
          'Guardar uma imagem (PNG, JPEG, GIF, BMP ou WebP de até 5 MB, enviada como o próprio arquivo); devolve o endereço',
        response: { 201: staffImageJson },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await storeStaffImage(deps, callerOf(request), fileBytes(request))),
  )
}
