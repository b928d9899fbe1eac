import { STAFF_API } from '@gabarito/core'
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
    collection: { url: STAFF_API.concepts.list.pattern },
    item: { url: STAFF_API.concepts.one.pattern, params: conceptIdParams },
    row: staffConceptJson,
    list: {
      summary: 'Conceitos com quantas questões os têm: todos, ou os de um curso com `modulo_id` (DataTables)',
      query: dataTableBody.and(conceptFilters),
      page: staffConceptPageJson,
      run: (deps, caller, { query }) => service.conceptTable(deps, caller, query, query.modulo_id),
    },
    create: {
      summary: 'Criar um conceito',
      body: conceptBody,
      run: (deps, caller, { body }) => service.createConcept(deps, caller, body),
    },
    get: { summary: 'Um conceito', run: service.getConcept },
    update: {
      summary: 'Alterar o nome ou a descrição de um conceito',
      body: conceptPatch,
      run: service.updateConcept,
    },
    remove: { summary: 'Excluir um conceito que nenhuma questão usa', run: service.deleteConcept },
  })
}
