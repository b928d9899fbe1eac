import { messages, STAFF_API } from '@gabarito/core'
import { importResultJson } from '@gabarito/core/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { idParam } from '../../lib/params.ts'
import { acceptFileBody, fileBytes } from '../../lib/raw-body.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { LIMITS } from './import.schemas.ts'
import { importFromUpload } from './import.staff.service.ts'

const UPLOAD_TYPES = [
  'application/json',
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
]

/** Question import from the browser (mounted under /api/v1/admin; Admin and Gerente). */
export const importStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The page sends the file itself: the JSON or the ZIP, read here as bytes (this plugin's scope only), so broken
  // JSON is explained as the command line explains it.
  app.removeContentTypeParser('application/json')
  acceptFileBody(app, UPLOAD_TYPES, LIMITS.fileBytes)

  app.post(
    STAFF_API.questions.import.pattern,
    {
      bodyLimit: LIMITS.fileBytes,
      ...staffRoute('questions.edit', {
        summary:
          'Importar questões no curso: o JSON do formato de importação, ou um ZIP com ele e as imagens (até 50 MB); tudo ou nada, com a lista de cada questão com problema (422)',
        querystring: z.object({ modulo_id: idParam(messages.invalidCourse) }),
        response: { 200: importResultJson },
      }),
    },
    async (request) => importFromUpload(deps, callerOf(request), request.query.modulo_id, fileBytes(request)),
  )
}
