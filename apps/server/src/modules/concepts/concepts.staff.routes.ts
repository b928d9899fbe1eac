import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  conceptBody,
  conceptFilters,
  conceptIdParams,
  conceptPatch,
  staffConceptJson,
  staffConceptPageJson,
} from './concepts.staff.schemas.ts'
import * as service from './concepts.staff.service.ts'

/** Mounted under /api/v1/admin: the concepts (question tags) and their descriptions (decision 0019). */
export const conceptStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/conceitos',
    staffRoute('concepts.edit', {
      summary: 'Conceitos com quantas questões os têm: todos, ou os de um curso com `modulo_id` (DataTables)',
      querystring: dataTableBody.and(conceptFilters),
      response: { 200: staffConceptPageJson },
    }),
    async (request) => service.conceptTable(deps, callerOf(request), request.query, request.query.modulo_id),
  )

  app.post(
    '/conceitos',
    staffRoute('concepts.edit', {
      summary: 'Criar um conceito',
      body: conceptBody,
      response: { 201: staffConceptJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.createConcept(deps, callerOf(request), request.body)),
  )

  app.get(
    '/conceitos/:id',
    staffRoute('concepts.edit', {
      summary: 'Um conceito',
      params: conceptIdParams,
      response: { 200: staffConceptJson },
    }),
    async (request) => service.getConcept(deps, callerOf(request), request.params.id),
  )

  app.patch(
    '/conceitos/:id',
    staffRoute('concepts.edit', {
      summary: 'Alterar o nome ou a descrição de um conceito',
      params: conceptIdParams,
      body: conceptPatch,
      response: { 200: staffConceptJson },
    }),
    async (request) => service.updateConcept(deps, callerOf(request), request.params.id, request.body),
  )

  app.delete(
    '/conceitos/:id',
    staffRoute('concepts.edit', {
      summary: 'Excluir um conceito que nenhuma questão usa',
      params: conceptIdParams,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => service.deleteConcept(deps, callerOf(request), request.params.id),
  )
}
