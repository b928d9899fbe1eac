import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
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

const deleted = z.object({ message: z.string() })

/** Mounted under /api/v1/admin by courseStaffRoutes: a course's subjects (disciplinas) and topics (assuntos). */
export const subjectStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/cursos/:id/disciplinas',
    staffRoute('courses.edit', {
      summary: 'Disciplinas do curso com seus assuntos, ocultos também, em ordem, com o uso de cada um',
      params: courseParams,
      response: { 200: z.array(staffSubjectJson) },
    }),
    async (request) => staffSubjects(deps, callerOf(request), request.params.id),
  )

  app.post(
    '/cursos/:id/disciplinas',
    staffRoute('courses.edit', {
      summary: 'Criar uma disciplina (no fim da lista)',
      params: courseParams,
      body: subjectBody,
      response: { 201: staffSubjectJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await createSubject(deps, callerOf(request), request.params.id, request.body)),
  )

  app.put(
    '/cursos/:id/disciplinas/ordem',
    staffRoute('courses.edit', {
      summary: 'Reordenar as disciplinas do curso (`ids`: todas, na nova ordem)',
      params: courseParams,
      body: orderBody,
      response: { 200: z.array(staffSubjectJson) },
    }),
    async (request) => reorderSubjects(deps, callerOf(request), request.params.id, request.body.ids),
  )

  app.patch(
    '/disciplinas/:id',
    staffRoute('courses.edit', {
      summary: 'Alterar uma disciplina; `visivel: false` a oculta dos alunos',
      params: subjectParams,
      body: updateSubjectBody,
      response: { 200: staffSubjectJson },
    }),
    async (request) => updateSubject(deps, callerOf(request), request.params.id, request.body),
  )

  app.delete(
    '/disciplinas/:id',
    staffRoute('courses.edit', {
      summary: 'Excluir uma disciplina sem questões nem resumos (409 se tiver: oculte-a)',
      params: subjectParams,
      response: { 200: deleted },
    }),
    async (request) => {
      await deleteSubject(deps, callerOf(request), request.params.id)
      return { message: 'Disciplina excluída.' }
    },
  )

  app.post(
    '/disciplinas/:id/assuntos',
    staffRoute('courses.edit', {
      summary: 'Criar um assunto na disciplina (no fim da lista)',
      params: subjectParams,
      body: topicBody,
      response: { 201: staffTopicJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await createTopic(deps, callerOf(request), request.params.id, request.body)),
  )

  app.put(
    '/disciplinas/:id/assuntos/ordem',
    staffRoute('courses.edit', {
      summary: 'Reordenar os assuntos da disciplina (`ids`: todos, na nova ordem)',
      params: subjectParams,
      body: orderBody,
      response: { 200: z.object({ ids: z.array(z.number()) }) },
    }),
    async (request) => reorderTopics(deps, callerOf(request), request.params.id, request.body.ids),
  )

  app.patch(
    '/assuntos/:id',
    staffRoute('courses.edit', {
      summary: 'Alterar um assunto; `visivel: false` o oculta dos alunos',
      params: topicParams,
      body: updateTopicBody,
      response: { 200: staffTopicJson },
    }),
    async (request) => updateTopic(deps, callerOf(request), request.params.id, request.body),
  )

  app.delete(
    '/assuntos/:id',
    staffRoute('courses.edit', {
      summary: 'Excluir um assunto sem questões nem resumos (409 se tiver: oculte-o)',
      params: topicParams,
      response: { 200: deleted },
    }),
    async (request) => {
      await deleteTopic(deps, callerOf(request), request.params.id)
      return { message: 'Assunto excluído.' }
    },
  )
}
