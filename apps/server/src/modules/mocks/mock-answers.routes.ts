import { API } from '@gabarito/core'
import { mockViewBody, mockViewJson } from '@gabarito/core/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { mockAnswerBody, mockAnswerResult } from '../answers/answers.schemas.ts'
import { answerInput } from '../answers/answers.service.ts'
import { answerMock, showMockQuestion } from './mock-answers.service.ts'

/**
 * The weekly mock's answer, under /respostas/api/v1 beside the other answer routes: the mock owns it and records
 * through the answers module with its own mode (weeklyMockAnswers), so answers never calls back into mocks.
 */
export const mockAnswerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Respostas'])

  app.post(
    API.mock.answer.pattern,
    route({
      summary: 'Responder uma questão do simulado semanal (uma vez, dentro do prazo)',
      body: mockAnswerBody,
      response: { 200: mockAnswerResult },
    }),
    async (request) =>
      answerMock(deps, callerOf(request), { ...answerInput(request.body), mockId: request.body.desafio_id }),
  )

  app.post(
    API.mock.shown.pattern,
    route({
      summary:
        'A questão do simulado que está na tela agora (conta o tempo por questão, pelo relógio do servidor)',
      body: mockViewBody,
      response: { 200: mockViewJson },
    }),
    async (request) => showMockQuestion(deps, callerOf(request), request.body),
  )
}
