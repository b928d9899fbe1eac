import { messages } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import * as service from './exams.staff.service.ts'
import { staffExamJson, staffExamPageJson, staffExamQuestionJson } from './questions.staff.schemas.ts'

const name = z
  .string({ error: 'Informe o nome do concurso.' })
  .trim()
  .min(1, 'Informe o nome do concurso.')
  .max(200, 'Use no máximo 200 caracteres.')
const year = z
  .number({ error: 'Ano inválido.' })
  .int('Ano inválido.')
  .min(1900, 'O ano deve ser de 1900 a 2100.')
  .max(2100, 'O ano deve ser de 1900 a 2100.')
  .nullable()

const examParams = z.object({ id: idParam(messages.invalidExam) })
const createBody = z.object({
  modulo_id: idParam(messages.invalidCourse),
  nome: name,
  ano: year.default(null),
})
const updateBody = z.object({ nome: name, ano: year }).partial()
const questionsBody = z.object({
  perguntas: z
    .array(
      z.object({
        id: idParam(messages.invalidQuestion),
        numero: z
          .number({ error: 'Número inválido.' })
          .int('Número inválido.')
          .min(1, 'O número deve ser de 1 a 9999.')
          .max(9999, 'O número deve ser de 1 a 9999.')
          .nullish(),
      }),
      { error: 'Envie a lista de questões.' },
    )
    .max(1000, 'Um concurso tem no máximo 1.000 questões.'),
})

/** Past exams (concursos) in the back office, mounted with the questions' staff routes. */
export const examStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  staffCrudRoutes(app, deps, {
    permission: 'questions.edit',
    collection: { url: '/concursos' },
    item: { url: '/concursos/:id', params: examParams },
    row: staffExamJson,
    list: {
      summary: 'Concursos anteriores de um curso (protocolo DataTables), com quantas questões cada um tem',
      query: dataTableBody.and(z.object({ modulo_id: idParam(messages.invalidCourse) })),
      page: staffExamPageJson,
      run: (deps, caller, { query }) => service.examTable(deps, caller, query, query.modulo_id),
    },
    create: {
      summary: 'Criar um concurso (nome, ano)',
      body: createBody,
      run: (deps, caller, { body }) => service.createExam(deps, caller, body),
    },
    get: { summary: 'Um concurso', run: service.getExam },
    update: { summary: 'Alterar o nome ou o ano de um concurso', body: updateBody, run: service.updateExam },
    remove: { summary: 'Excluir um concurso sem questões (com questões: 409)', run: service.deleteExam },
  })

  app.get(
    '/concursos/:id/perguntas',
    staffRoute('questions.edit', {
      summary: 'As questões do concurso na ordem dele',
      params: examParams,
      response: { 200: z.array(staffExamQuestionJson) },
    }),
    async (request) => service.getExamQuestions(deps, callerOf(request), request.params.id),
  )

  app.put(
    '/concursos/:id/perguntas',
    staffRoute('questions.edit', {
      summary:
        'Definir as questões do concurso na ordem enviada (numero omitido: o anterior + 1); as que ficarem de fora saem dele',
      params: examParams,
      body: questionsBody,
      response: { 200: z.array(staffExamQuestionJson) },
    }),
    async (request) =>
      service.setExamQuestions(deps, callerOf(request), request.params.id, request.body.perguntas),
  )
}
