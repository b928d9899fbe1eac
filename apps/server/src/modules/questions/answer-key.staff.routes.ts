import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { answerKeyImpactJson, impactQuery } from './answer-key.schemas.ts'
import { answerKeyImpact } from './answer-key.service.ts'
import { questionParams } from './questions.staff.schemas.ts'

/**
 * What a new answer key would change, for the staff editor to ask before it saves (decision 0021). The key itself
 * changes only through the question's PATCH (or the import), which call changeAnswerKeys.
 */
export const answerKeyStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.questions.keyImpact.pattern,
    staffRoute('questions.edit', {
      summary:
        'Quantas respostas mudam (de certa para errada ou o contrário) com a nova alternativa correta ou a anulação',
      params: questionParams,
      querystring: impactQuery,
      response: { 200: answerKeyImpactJson },
    }),
    async (request) => answerKeyImpact(deps, callerOf(request), request.params.id, request.query),
  )
}
