import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import { questionJson } from '../questions/questions.schemas.ts'
import {
  notebookBody,
  notebookJson,
  notebookParams,
  notebookQuestionBody,
  notebookQuestionParams,
  notebookRenameBody,
} from './notebooks.schemas.ts'
import {
  addQuestion,
  createNotebook,
  deleteOwnNotebook,
  notebookBatch,
  notebooksOf,
  removeQuestion,
  renameOwnNotebook,
} from './notebooks.service.ts'

/** The student's cadernos (issue 31), under /api/v1: saved filters and lists of questions. */
export const notebookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Cadernos'])
  const one = { 200: notebookJson }

  app.get(
    API.notebooks.list.pattern,
    route({
      summary: 'Meus cadernos no curso, com quantas questões cada um tem agora',
      params: courseIdParams,
      response: { 200: z.array(notebookJson) },
    }),
    async (request) => notebooksOf(deps, callerOf(request), request.params.id),
  )

  app.post(
    API.notebooks.list.pattern,
    route({
      summary: 'Criar um caderno: um filtro salvo (PRO) ou uma lista vazia',
      description: 'No máximo 50 cadernos por aluno (422 além disso); nomes únicos por curso.',
      params: courseIdParams,
      body: notebookBody,
      response: { 201: notebookJson },
    }),
    async (request, reply) => {
      reply.code(201)
      return createNotebook(deps, callerOf(request), request.params.id, request.body)
    },
  )

  app.patch(
    API.notebooks.one.pattern,
    route({
      summary: 'Renomear um caderno',
      params: notebookParams,
      body: notebookRenameBody,
      response: one,
    }),
    async (request) =>
      renameOwnNotebook(deps, callerOf(request), request.params.id, request.params.c, request.body.nome),
  )

  app.delete(
    API.notebooks.one.pattern,
    route({
      summary: 'Excluir um caderno',
      params: notebookParams,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => {
      await deleteOwnNotebook(deps, callerOf(request), request.params.id, request.params.c)
      return { message: 'Caderno excluído.' }
    },
  )

  app.post(
    API.notebooks.questions.pattern,
    route({
      summary: 'Salvar uma questão no caderno (uma lista; até 2.000 questões)',
      params: notebookParams,
      body: notebookQuestionBody,
      response: one,
    }),
    async (request) =>
      addQuestion(deps, callerOf(request), request.params.id, request.params.c, request.body.pergunta_id),
  )

  app.delete(
    API.notebooks.question.pattern,
    route({ summary: 'Tirar uma questão do caderno', params: notebookQuestionParams, response: one }),
    async (request) =>
      removeQuestion(deps, callerOf(request), request.params.id, request.params.c, request.params.q),
  )

  app.get(
    API.notebooks.batch.pattern,
    route({
      summary: 'Próximas questões do caderno (até 10)',
      description:
        'As regras da prática: sem o gabarito; as nunca respondidas primeiro, depois as erradas ou puladas, por fim ' +
        'as certas. Um filtro salvo é do plano PRO (423 sem plano).',
      params: notebookParams,
      response: { 200: z.array(questionJson) },
    }),
    async (request) => notebookBatch(deps, callerOf(request), request.params.id, request.params.c),
  )
}
