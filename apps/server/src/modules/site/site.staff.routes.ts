import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { siteTextBody, siteTextJson, siteTextListJson, siteTextParams } from './site.staff.schemas.ts'
import * as service from './site.staff.service.ts'

/**
 * Mounted under /api/v1/admin: the site texts (decision 0019). Gerente and Admin read them all; the legal,
 * payment and token-bearing ones only an Admin changes (the service refuses a Gerente with 403).
 */
export const siteStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.siteTexts.list.pattern,
    staffRoute('site.edit', {
      summary: 'Todos os textos do site, com quem pode alterá-los (lista fixa de chaves)',
      response: { 200: siteTextListJson },
    }),
    async (request) => service.siteTexts(deps, callerOf(request)),
  )

  app.get(
    STAFF_API.siteTexts.one.pattern,
    staffRoute('site.edit', {
      summary: 'Um texto do site',
      params: siteTextParams,
      response: { 200: siteTextJson },
    }),
    async (request) => service.siteText(deps, callerOf(request), request.params.chave),
  )

  app.put(
    STAFF_API.siteTexts.one.pattern,
    staffRoute('site.edit', {
      summary: 'Alterar um texto do site (legais, pagamento, desconto e aplicativo web: somente Admin)',
      params: siteTextParams,
      body: siteTextBody,
      response: { 200: siteTextJson },
    }),
    async (request) =>
      service.updateSiteText(deps, callerOf(request), request.params.chave, request.body.valor),
  )
}
