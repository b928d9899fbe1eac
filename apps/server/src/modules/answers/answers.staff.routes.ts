import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { answerKeyImpact, changeAnswerKey } from './answer-rescore.service.ts'
import {
  annulBody,
  answerKeyBody,
  answerKeyChangeJson,
  answerKeyImpactJson,
  impactQuery,
  questionParams,
} from './answers.staff.schemas.ts'

/**
 * A question's answer key and annulment (decision 0021), mounted by the back office under /api/v1/admin for Admin
 * and Gerente: every answer to the question is rescored with its aggregates and mock rankings in one transaction.
 */
export const answersStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['Administração']

  app.get(
    '/perguntas/:id/impacto',
    {
      schema: {
        tags,
        summary:
          'Quantas respostas mudam (de certa para errada ou o contrário) com a nova alternativa correta ou a anulação',
        params: questionParams,
        querystring: impactQuery,
        response: { 200: answerKeyImpactJson },
      },
    },
    async (request) => answerKeyImpact(deps, callerOf(request), request.params.id, request.query),
  )

  app.post(
    '/perguntas/:id/gabarito',
    {
      schema: {
        tags,
        summary:
          'Troca a alternativa correta e recalcula os acertos, os relatórios e as classificações dos simulados',
        params: questionParams,
        body: answerKeyBody,
        response: { 200: answerKeyChangeJson },
      },
    },
    async (request) =>
      changeAnswerKey(deps, callerOf(request), request.params.id, {
        correctAlternativeId: request.body.correta,
      }),
  )

  app.post(
    '/perguntas/:id/anular',
    {
      schema: {
        tags,
        summary:
          'Anula a questão (sai do treino; nos simulados conta como certa para todos que a responderam) ou a desanula',
        params: questionParams,
        body: annulBody,
        response: { 200: answerKeyChangeJson },
      },
    },
    async (request) =>
      changeAnswerKey(deps, callerOf(request), request.params.id, { annul: request.body.anulada }),
  )
}
