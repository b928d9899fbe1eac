import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { auditPageJson, auditQuery } from './audit.schemas.ts'
import { auditTable } from './audit.service.ts'

/** Mounted by the back office under /api/v1/admin (staff only); the log is for Admins. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.audit.pattern,
    staffRoute('audit.read', {
      summary:
        'Registro de auditoria: quem mudou o quê, quando, antes e depois (protocolo DataTables; somente Admin)',
      querystring: dataTableBody.and(auditQuery),
      response: { 200: auditPageJson },
    }),
    async (request) => auditTable(deps, callerOf(request), request.query, request.query),
  )
}
