import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
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
  staffCrudRoutes(app, deps, {
    permission: 'mocks.edit',
    collection: { url: STAFF_API.mocks.list.pattern },
    item: { url: STAFF_API.mocks.one.pattern, params: staffMockParams },
    row: adminMockJson,
    list: {
      summary: 'Simulados do curso (protocolo DataTables), os mais recentes primeiro',
      query: staffMockTableQuery,
      page: adminMockPageJson,
      run: (deps, caller, { query }) => staffMockTable(deps, caller, query.modulo_id, query),
    },
    create: {
      summary:
        'Criar um simulado: nome, janela (horário de São Paulo), tempo limite e as questões em ordem ou o sorteio por disciplina',
      body: createMockBody,
      run: (deps, caller, { body }) => createStaffMock(deps, caller, body),
    },
    get: {
      summary: 'Um simulado: janela, tempo limite, questões em ordem e se já tem respostas',
      run: staffMock,
    },
    update: {
      summary:
        'Alterar um simulado; com respostas, as questões só podem ser acrescentadas ao final enquanto ele estiver aberto (409)',
      body: changeMockBody,
      run: changeStaffMock,
    },
    remove: {
      summary: 'Excluir um simulado sem respostas (409 se já tiver respostas)',
      run: deleteStaffMock,
    },
  })

  app.get(
    STAFF_API.mocks.questionSearch.pattern,
    staffRoute('mocks.edit', {
      summary:
        'Busca de questões ativas do curso para montar um simulado (ao menos 3 caracteres, ou o número)',
      querystring: questionSearchQuery,
      response: { 200: adminMockQuestionSearchJson },
    }),
    async (request) => searchMockQuestions(deps, callerOf(request), request.query),
  )

  app.get(
    STAFF_API.mocks.preview.pattern,
    staffRoute('mocks.edit', {
      summary: 'Prévia do simulado: as questões como o aluno as vê, com o gabarito e o resumo',
      params: staffMockParams,
      response: { 200: adminMockPreviewJson },
    }),
    async (request) => previewStaffMock(deps, callerOf(request), request.params.id),
  )
}
