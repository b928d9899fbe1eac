import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
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
  staffCrudRoutes(app, deps, {
    permission: 'concepts.edit',
    collection: { url: '/conceitos' },
    item: { url: '/conceitos/:id', params: conceptIdParams },
    schemas: {
      query: dataTableBody.and(conceptFilters),
      body: conceptBody,
      patch: conceptPatch,
      row: staffConceptJson,
      page: staffConceptPageJson,
    },
    summaries: {
      list: 'Conceitos com quantas questões os têm: todos, ou os de um curso com `modulo_id` (DataTables)',
      create: 'Criar um conceito',
      get: 'Um conceito',
      update: 'Alterar o nome ou a descrição de um conceito',
      remove: 'Excluir um conceito que nenhuma questão usa',
    },
    list: (deps, caller, { query }) => service.conceptTable(deps, caller, query, query.modulo_id),
    create: (deps, caller, { body }) => service.createConcept(deps, caller, body),
    get: service.getConcept,
    update: service.updateConcept,
    remove: service.deleteConcept,
  })
}
