import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { answerMock } from '../mocks/mock-answers.service.ts'
import { pastExamAnswers, practiceAnswers } from './answer-modes.service.ts'
import {
  answerResult,
  examAnswerBody,
  mockAnswerBody,
  mockAnswerResult,
  practiceAnswerBody,
  skipBody,
  skipParams,
} from './answers.schemas.ts'
import { type AnswerInput, recordAnswer, skip } from './answers.service.ts'

const answerInput = (body: z.output<typeof practiceAnswerBody>): AnswerInput => ({
  courseId: body.modulo_id,
  questionId: body.pergunta_id,
  alternativeId: body.selected,
  idempotencyKey: body.chave_idempotencia ?? null,
})

/** The answers service (the hot write path), under /respostas/api/v1. */
export const answerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['Respostas']

  app.post(
    '/treinamento/responder',
    {
      onRequest: app.requireCaller,
      schema: {
        tags,
        summary: 'Responder uma questão da prática por disciplina',
        body: practiceAnswerBody,
        response: { 200: answerResult },
      },
    },
    async (request) => recordAnswer(deps, callerOf(request), practiceAnswers, answerInput(request.body)),
  )

  app.post(
    '/concurso/responder',
    {
      onRequest: app.requireCaller,
      schema: {
        tags,
        summary: 'Responder uma questão de concurso (PRO)',
        body: examAnswerBody,
        response: { 200: answerResult },
      },
    },
    async (request) =>
      recordAnswer(deps, callerOf(request), pastExamAnswers, {
        ...answerInput(request.body),
        examId: request.body.referencia_id,
      }),
  )

  app.post(
    '/simulado/responder',
    {
      onRequest: app.requireCaller,
      schema: {
        tags,
        summary: 'Responder uma questão do simulado semanal (uma vez, dentro do prazo)',
        body: mockAnswerBody,
        response: { 200: mockAnswerResult },
      },
    },
    async (request) =>
      answerMock(deps, callerOf(request), { ...answerInput(request.body), mockId: request.body.desafio_id }),
  )

  app.post(
    '/pular/questao/:id',
    {
      onRequest: app.requireCaller,
      schema: {
        tags,
        summary: 'Pular uma questão',
        params: skipParams,
        body: skipBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => skip(deps, callerOf(request), request.body.modulo_id, request.params.id),
  )
}
