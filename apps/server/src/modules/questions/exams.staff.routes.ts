import { messages, STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import * as service from './exams.staff.service.ts'
import {
  createExamBody,
  examQuestionsBody,
  staffExamJson,
  staffExamPageJson,
  staffExamQuestionJson,
  updateExamBody,
} from './questions.staff.schemas.ts'

const examParams = z.object({ id: idParam(messages.invalidExam) })

/** Past exams (concursos) in the back office, mounted with the questions' staff routes. */
export const examStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  staffCrudRoutes(app, deps, {
    permission: 'questions.edit',
    collection: { url: STAFF_API.exams.list.pattern },
    item: { url: STAFF_API.exams.one.pattern, params: examParams },
    row: staffExamJson,
    list: {
      summary: 'Concursos anteriores de um curso (protocolo DataTables), com quantas questões cada um tem',
      query: dataTableBody.and(z.object({ modulo_id: idParam(messages.invalidCourse) })),
      page: staffExamPageJson,
      run: (deps, caller, { query }) => service.examTable(deps, caller, query, query.modulo_id),
    },
    create: {
      summary: 'Criar um concurso (nome, ano, banca, órgão, cargo, nível)',
      body: createExamBody,
      run: (deps, caller, { body }) => service.createExam(deps, caller, body),
    },
    get: { summary: 'Um concurso', run: service.getExam },
    update: {
      summary:
        'Alterar o nome, o ano ou a fonte (banca, órgão, cargo, nível) de um concurso; as questões dele com o campo vazio ou igual ao valor anterior recebem o novo',
      body: updateExamBody,
      run: service.updateExam,
    },
    remove: { summary: 'Excluir um concurso sem questões (com questões: 409)', run: service.deleteExam },
  })

  app.get(
    STAFF_API.exams.questions.pattern,
    staffRoute('questions.edit', {
      summary: 'As questões do concurso na ordem dele',
      params: examParams,
      response: { 200: z.array(staffExamQuestionJson) },
    }),
    async (request) => service.getExamQuestions(deps, callerOf(request), request.params.id),
  )

  app.put(
    STAFF_API.exams.questions.pattern,
    staffRoute('questions.edit', {
      summary:
        'Definir as questões do concurso na ordem enviada (numero omitido: o anterior + 1); as que ficarem de fora saem dele',
      params: examParams,
      body: examQuestionsBody,
      response: { 200: z.array(staffExamQuestionJson) },
    }),
    async (request) =>
      service.setExamQuestions(deps, callerOf(request), request.params.id, request.body.perguntas),
  )
}
