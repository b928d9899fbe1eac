import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { readPage, readPublicSetting, readPublicSettings, SETTING_KEYS } from './site.service.ts'

const pageResponse = z.object({ titulo: z.string(), conteudo: z.string() })

export const siteRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    API.site.terms.pattern,
    { schema: { tags: ['Site'], summary: 'Termos de uso (HTML)', response: { 200: pageResponse } } },
    async () => readPage(deps, SETTING_KEYS.termsOfUse, 'Termos de Uso'),
  )
  app.get(
    API.site.privacy.pattern,
    {
      schema: { tags: ['Site'], summary: 'Política de privacidade (HTML)', response: { 200: pageResponse } },
    },
    async () => readPage(deps, SETTING_KEYS.privacyPolicy, 'Política de Privacidade'),
  )
  app.post(
    API.site.settings.pattern,
    {
      schema: {
        tags: ['Site'],
        summary: 'Um texto de configuração do site, por chave',
        body: z.object({
          item: z.string({ error: 'Informe o item.' }).trim().min(1, 'Informe o item.').max(100),
        }),
        response: { 200: z.object({ item: z.string(), valor: z.string() }) },
      },
    },
    async (request) => readPublicSetting(deps, request.body.item),
  )
  app.get(
    API.site.settings.pattern,
    {
      schema: {
        tags: ['Site'],
        summary: 'Todos os textos públicos de configuração, por chave',
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async () => readPublicSettings(deps),
  )
}
