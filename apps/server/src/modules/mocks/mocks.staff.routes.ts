import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  adminMockJson,
  adminMockPageJson,
  adminMockPreviewJson,
  adminMockQuestionSearchJson,
  changeMockBody,
  createMockBody,
  questionSearchQuery,
  staffMockParams,
  staffMockTableQuery,
} from './mocks.staff.schemas.ts'
import {
  changeStaffMock,
  createStaffMock,
  deleteStaffMock,
  previewStaffMock,
  searchMockQuestions,
  staffMock,
  staffMockTable,
} from './mocks.staff.service.ts'

/** The weekly mocks in the back office (decision 0022); mounted under /api/v1/admin (Admin and Gerente). */
export const mockStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/simulados',
    staffRoute('mocks.edit', {
      summary: 'Simulados do curso (protocolo DataTables), os mais recentes primeiro',
      querystring: staffMockTableQuery,
      response: { 200: adminMockPageJson },
    }),
    async (request) => staffMockTable(deps, callerOf(request), request.query.modulo_id, request.query),
  )

  app.get(
    '/simulados/perguntas',
    staffRoute('mocks.edit', {
      summary:
        'Busca de questões ativas do curso para montar um simulado (ao menos 3 caracteres, ou o número)',
      querystring: questionSearchQuery,
      response: { 200: adminMockQuestionSearchJson },
    }),
    async (request) => searchMockQuestions(deps, callerOf(request), request.query),
  )

  app.get(
    '/simulados/:id',
    staffRoute('mocks.edit', {
      summary: 'Um simulado: janela, tempo limite, questões em ordem e se já tem respostas',
      params: staffMockParams,
      response: { 200: adminMockJson },
    }),
    async (request) => staffMock(deps, callerOf(request), request.params.id),
  )

  app.get(
    '/simulados/:id/previa',
    staffRoute('mocks.edit', {
      summary: 'Prévia do simulado: as questões como o aluno as vê, com o gabarito e o resumo',
      params: staffMockParams,
      response: { 200: adminMockPreviewJson },
    }),
    async (request) => previewStaffMock(deps, callerOf(request), request.params.id),
  )

  app.post(
    '/simulados',
    staffRoute('mocks.edit', {
      summary:
        'Criar um simulado: nome, janela (horário de São Paulo), tempo limite e as questões em ordem ou o sorteio por disciplina',
      body: createMockBody,
      response: { 201: adminMockJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await createStaffMock(deps, callerOf(request), request.body)),
  )

  app.patch(
    '/simulados/:id',
    staffRoute('mocks.edit', {
      summary:
        'Alterar um simulado; com respostas, as questões só podem ser acrescentadas ao final enquanto ele estiver aberto (409)',
      params: staffMockParams,
      body: changeMockBody,
      response: { 200: adminMockJson },
    }),
    async (request) => changeStaffMock(deps, callerOf(request), request.params.id, request.body),
  )

  app.delete(
    '/simulados/:id',
    staffRoute('mocks.edit', {
      summary: 'Excluir um simulado sem respostas (409 se já tiver respostas)',
      params: staffMockParams,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => deleteStaffMock(deps, callerOf(request), request.params.id),
  )
}
