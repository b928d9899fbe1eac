import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { recalculateItemStats } from './item-stats.service.ts'
import {
  courseBody,
  courseQuery,
  dismissBody,
  itemStatsRunJson,
  qualityDismissalJson,
  qualityQueueJson,
  questionParams,
  questionStatsJson,
} from './item-stats.staff.schemas.ts'
import { dismissQualityReason, qualityQueue, questionStats } from './quality.service.ts'

/**
 * Item statistics and the question quality queue (decision 0024), mounted by the back office under /api/v1/admin
 * for Admin and Gerente.
 */
export const itemStatsStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    STAFF_API.quality.recompute.pattern,
    staffRoute('item-stats.review', {
      summary:
        'Calcula agora as estatísticas das questões do curso (facilidade, discriminação, ponto-bisserial)',
      body: courseBody,
      response: { 200: itemStatsRunJson },
    }),
    async (request) => recalculateItemStats(deps, callerOf(request), request.body.modulo_id),
  )

  app.get(
    STAFF_API.quality.queue.pattern,
    staffRoute('item-stats.review', {
      summary: 'Fila de revisão: gabarito suspeito, facilidade extrema ou comentários abertos',
      querystring: courseQuery,
      response: { 200: qualityQueueJson },
    }),
    async (request) => qualityQueue(deps, callerOf(request), request.query.modulo_id),
  )

  app.post(
    STAFF_API.quality.dismiss.pattern,
    staffRoute('item-stats.review', {
      summary: 'Dispensa um motivo da fila de revisão com uma justificativa',
      params: questionParams,
      body: dismissBody,
      response: { 200: qualityDismissalJson },
    }),
    async (request) => dismissQualityReason(deps, callerOf(request), request.params.id, request.body),
  )

  app.get(
    STAFF_API.questions.stats.pattern,
    staffRoute('item-stats.review', {
      summary: 'Estatísticas da questão: facilidade, discriminação e cada alternativa',
      params: questionParams,
      response: { 200: questionStatsJson },
    }),
    async (request) => questionStats(deps, callerOf(request), request.params.id),
  )
}
