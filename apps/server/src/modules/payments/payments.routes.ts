import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import {
  buyParams,
  courseParams,
  offerJson,
  paymentJson,
  paymentParams,
  paymentStatusJson,
  unlimitedPricesJson,
  webhookBody,
  webhookQuery,
} from './payments.schemas.ts'
import {
  createPayment,
  paymentStatus,
  planOffer,
  receiveWebhook,
  unlimitedPrices,
} from './payments.service.ts'

export const paymentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['Planos e pagamentos']
  const route = callerRoute(app.requireCaller, tags)

  app.get(
    API.payments.unlimitedPrices.pattern,
    {
      schema: {
        tags,
        summary: 'Preços da assinatura ilimitada (o cartão da página inicial), sem login',
        response: { 200: unlimitedPricesJson },
      },
    },
    async () => unlimitedPrices(deps),
  )

  app.get(
    API.payments.offer.pattern,
    route({
      summary: 'Preços do curso e se já o possuo (1 = assinatura ilimitada)',
      params: courseParams,
      response: { 200: offerJson },
    }),
    async (request) => planOffer(deps, callerOf(request), request.params.id),
  )

  app.get(
    API.payments.charge.pattern,
    route({
      summary: 'Gerar a cobrança PIX (BR Code e QR Code)',
      params: buyParams,
      response: { 200: paymentJson },
    }),
    async (request) => createPayment(deps, callerOf(request), request.params.id, request.params.n),
  )

  app.get(
    API.payments.status.pattern,
    route({
      summary: 'Situação de um pagamento meu',
      params: paymentParams,
      response: { 200: paymentStatusJson },
    }),
    async (request) => paymentStatus(deps, callerOf(request), request.params.id),
  )

  // The PSP calls <registered URL>/pix, as the API Pix specifies; the secret comes in a header or the query.
  app.post(
    '/pagamentos/webhook/pix',
    {
      schema: {
        tags,
        summary: 'Notificação de PIX recebido (padrão API Pix do Banco Central)',
        body: webhookBody,
        querystring: webhookQuery,
        response: { 200: z.object({ recebidos: z.number(), confirmados: z.number() }) },
      },
    },
    async (request) => {
      const header = request.headers['x-webhook-secret']
      const secret = typeof header === 'string' ? header : request.query.secret
      return receiveWebhook(deps, secret, request.body.pix)
    },
  )
}
