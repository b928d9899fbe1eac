import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import {
  staffStudyTextJson,
  staffStudyTextPageJson,
  studyTextBody,
  studyTextFilters,
  studyTextIdParams,
  studyTextPatch,
} from './material.staff.schemas.ts'
import * as service from './material.staff.service.ts'

/** Mounted under /api/v1/admin: a course's study material (decision 0019). */
export const materialStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/modulos/:id/material',
    staffRoute('material.edit', {
      summary: 'Material de estudo de um curso, por disciplina e assunto (protocolo DataTables)',
      params: courseIdParams,
      querystring: dataTableBody.and(studyTextFilters),
      response: { 200: staffStudyTextPageJson },
    }),
    async (request) =>
      service.studyTextTable(deps, callerOf(request), request.params.id, request.query, request.query),
  )

  app.post(
    '/modulos/:id/material',
    staffRoute('material.edit', {
      summary: 'Criar um material de estudo',
      params: courseIdParams,
      body: studyTextBody,
      response: { 201: staffStudyTextJson },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createStudyText(deps, callerOf(request), request.params.id, request.body)),
  )

  app.get(
    '/material/:id',
    staffRoute('material.edit', {
      summary: 'Um material de estudo, com o conteúdo',
      params: studyTextIdParams,
      response: { 200: staffStudyTextJson },
    }),
    async (request) => service.getStudyText(deps, callerOf(request), request.params.id),
  )

  app.patch(
    '/material/:id',
    staffRoute('material.edit', {
      summary: 'Alterar um material de estudo (só os campos enviados)',
      params: studyTextIdParams,
      body: studyTextPatch,
      response: { 200: staffStudyTextJson },
    }),
    async (request) => service.updateStudyText(deps, callerOf(request), request.params.id, request.body),
  )

  app.delete(
    '/material/:id',
    staffRoute('material.edit', {
      summary: 'Excluir um material de estudo',
      params: studyTextIdParams,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => service.deleteStudyText(deps, callerOf(request), request.params.id),
  )
}
