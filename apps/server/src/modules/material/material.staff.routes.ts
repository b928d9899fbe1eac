import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
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
  staffCrudRoutes(app, deps, {
    permission: 'material.edit',
    collection: { url: STAFF_API.material.list.pattern, params: courseIdParams },
    item: { url: STAFF_API.material.one.pattern, params: studyTextIdParams },
    row: staffStudyTextJson,
    list: {
      summary: 'Material de estudo de um curso, por disciplina e assunto (protocolo DataTables)',
      query: dataTableBody.and(studyTextFilters),
      page: staffStudyTextPageJson,
      run: (deps, caller, { params, query }) => service.studyTextTable(deps, caller, params.id, query, query),
    },
    create: {
      summary: 'Criar um material de estudo',
      body: studyTextBody,
      run: (deps, caller, { params, body }) => service.createStudyText(deps, caller, params.id, body),
    },
    get: { summary: 'Um material de estudo, com o conteúdo', run: service.getStudyText },
    update: {
      summary: 'Alterar um material de estudo (só os campos enviados)',
      body: studyTextPatch,
      run: service.updateStudyText,
    },
    remove: { summary: 'Excluir um material de estudo', run: service.deleteStudyText },
  })
}
