import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { pastExamAnswers, practiceAnswers } from './answer-modes.service.ts'
import { answerResult, examAnswerBody, practiceAnswerBody, skipBody, skipParams } from './answers.schemas.ts'
import { answerInput, recordAnswer, skip } from './answers.service.ts'

/**
 * The answers service (the hot write path), under /respostas/api/v1: practice and past exams. The weekly mock's
 * answer route is the mocks module's (mock-answers.routes.ts), which records through recordAnswer with its mode.
 */
export const answerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Respostas'])

  app.post(
    API.practice.answer.pattern,
    route({
      summary: 'Responder uma questão da prática por disciplina',
      body: practiceAnswerBody,
      response: { 200: answerResult },
    }),
    async (request) => recordAnswer(deps, callerOf(request), practiceAnswers, answerInput(request.body)),
  )

  app.post(
    API.practice.answerExam.pattern,
    route({
      summary: 'Responder uma questão de concurso (PRO)',
      body: examAnswerBody,
      response: { 200: answerResult },
    }),
    async (request) =>
      recordAnswer(deps, callerOf(request), pastExamAnswers, {
        ...answerInput(request.body),
        examId: request.body.referencia_id,
      }),
  )

  app.post(
    API.practice.skip.pattern,
    route({
      summary: 'Pular uma questão',
      params: skipParams,
      body: skipBody,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => skip(deps, callerOf(request), request.body.modulo_id, request.params.id),
  )
}
