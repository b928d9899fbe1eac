import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import { studyTextJson, studyTextPage, studyTextParams } from './material.schemas.ts'
import { readStudyText, studyTextTable } from './material.service.ts'

export const materialRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Material de estudo'])

  app.post(
    API.material.list.pattern,
    route({
      summary: 'Material do curso em tabela (protocolo DataTables)',
      params: courseIdParams,
      body: dataTableBody,
      response: { 200: studyTextPage },
    }),
    async (request) => studyTextTable(deps, request.params.id, request.body),
  )

  app.get(
    API.material.one.pattern,
    route({
      summary: 'Ler um material (conta um acesso)',
      params: studyTextParams,
      response: { 200: studyTextJson },
    }),
    async (request) => readStudyText(deps, callerOf(request), request.params.id, request.params.resumoId),
  )
}
