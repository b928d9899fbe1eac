import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  courseParams,
  orderBody,
  staffSubjectJson,
  staffTopicJson,
  subjectBody,
  subjectParams,
  topicBody,
  topicParams,
  updateSubjectBody,
  updateTopicBody,
} from './courses.staff.schemas.ts'
import {
  createSubject,
  createTopic,
  deleteSubject,
  deleteTopic,
  reorderSubjects,
  reorderTopics,
  staffSubjects,
  updateSubject,
  updateTopic,
} from './subjects.staff.service.ts'

/** Mounted under /api/v1/admin by courseStaffRoutes: a course's subjects (disciplinas) and topics (assuntos). */
export const subjectStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  staffCrudRoutes(app, deps, {
    permission: 'courses.edit',
    collection: { url: STAFF_API.courses.subjects.pattern, params: courseParams },
    item: { url: STAFF_API.subjects.one.pattern, params: subjectParams },
    row: staffSubjectJson,
    list: {
      summary: 'Disciplinas do curso com seus assuntos, ocultos também, em ordem, com o uso de cada um',
      page: z.array(staffSubjectJson),
      run: (deps, caller, { params }) => staffSubjects(deps, caller, params.id),
    },
    create: {
      summary: 'Criar uma disciplina (no fim da lista)',
      body: subjectBody,
      run: (deps, caller, { params, body }) => createSubject(deps, caller, params.id, body),
    },
    update: {
      summary: 'Alterar uma disciplina; `visivel: false` a oculta dos alunos',
      body: updateSubjectBody,
      run: updateSubject,
    },
    remove: {
      summary: 'Excluir uma disciplina sem questões nem resumos (409 se tiver: oculte-a)',
      run: async (deps, caller, id) => {
        await deleteSubject(deps, caller, id)
        return { message: 'Disciplina excluída.' }
      },
    },
  })

  app.put(
    STAFF_API.courses.subjectOrder.pattern,
    staffRoute('courses.edit', {
      summary: 'Reordenar as disciplinas do curso (`ids`: todas, na nova ordem)',
      params: courseParams,
      body: orderBody,
      response: { 200: z.array(staffSubjectJson) },
    }),
    async (request) => reorderSubjects(deps, callerOf(request), request.params.id, request.body.ids),
  )

  staffCrudRoutes(app, deps, {
    permission: 'courses.edit',
    collection: { url: STAFF_API.subjects.topics.pattern, params: subjectParams },
    item: { url: STAFF_API.topics.one.pattern, params: topicParams },
    row: staffTopicJson,
    create: {
      summary: 'Criar um assunto na disciplina (no fim da lista)',
      body: topicBody,
      run: (deps, caller, { params, body }) => createTopic(deps, caller, params.id, body),
    },
    update: {
      summary: 'Alterar um assunto; `visivel: false` o oculta dos alunos',
      body: updateTopicBody,
      run: updateTopic,
    },
    remove: {
      summary: 'Excluir um assunto sem questões nem resumos (409 se tiver: oculte-o)',
      run: async (deps, caller, id) => {
        await deleteTopic(deps, caller, id)
        return { message: 'Assunto excluído.' }
      },
    },
  })

  app.put(
    STAFF_API.subjects.topicOrder.pattern,
    staffRoute('courses.edit', {
      summary: 'Reordenar os assuntos da disciplina (`ids`: todos, na nova ordem)',
      params: subjectParams,
      body: orderBody,
      response: { 200: z.object({ ids: z.array(z.number()) }) },
    }),
    async (request) => reorderTopics(deps, callerOf(request), request.params.id, request.body.ids),
  )
}
