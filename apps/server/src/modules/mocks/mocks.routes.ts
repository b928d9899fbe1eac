import { API } from '@gabarito/core'
import { dataTablePageJson } from '@gabarito/core/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import { mockCorrection, mockHistory } from './mock-correction.service.ts'
import {
  mockCorrectionJson,
  mockCorrectionParams,
  mockHistoryRowJson,
  moduleParams,
  openMockJson,
  rankingPageJson,
  rankingQuery,
} from './mocks.schemas.ts'
import { openMockFor, rankingPage } from './mocks.service.ts'

/** The weekly mock's reads under /api/v1; its answers go through the answers service. */
export const mockRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Simulado semanal'])

  app.get(
    API.mock.open.pattern,
    route({
      summary: 'O simulado aberto do curso: questões sem gabarito e as respostas já dadas',
      params: courseIdParams,
      response: { 200: openMockJson },
    }),
    async (request) => openMockFor(deps, callerOf(request), request.params.id),
  )

  app.get(
    API.mock.correction.pattern,
    route({
      summary: 'Minhas respostas do simulado n, com gabarito e desempenho por disciplina',
      params: mockCorrectionParams,
      response: { 200: mockCorrectionJson },
    }),
    async (request) => mockCorrection(deps, callerOf(request), request.params.id, request.params.n),
  )

  app.get(
    API.mock.history.pattern,
    route({
      summary: 'Simulados do curso que respondi, do mais recente (protocolo DataTables)',
      params: moduleParams,
      querystring: dataTableBody,
      response: { 200: dataTablePageJson(mockHistoryRowJson) },
    }),
    async (request) => mockHistory(deps, callerOf(request), request.params.moduleId, request.query),
  )

  app.get(
    API.mock.ranking.pattern,
    route({
      summary: 'Classificação de um simulado (o aberto, sem `simulado`), minha linha e os participantes',
      params: moduleParams,
      querystring: rankingQuery,
      response: { 200: rankingPageJson },
    }),
    async (request) =>
      rankingPage(deps, callerOf(request), request.params.moduleId, request.query.simulado, request.query),
  )
}
