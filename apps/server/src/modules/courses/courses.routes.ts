import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { courseIdParams, courseJson, newsJson, subjectJson } from './courses.schemas.ts'
import {
  courseDetail,
  courseNews,
  courseSubjects,
  listCoursesFor,
  listenForCourseChanges,
} from './courses.service.ts'

export const courseRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Every route that reads a course (answers, material, questions) shares the cache this keeps fresh.
  listenForCourseChanges(deps)
  const tags = ['Cursos']

  app.get(
    API.courses.list.pattern,
    {
      onRequest: app.optionalCaller,
      schema: { tags, summary: 'Cursos para escolher', response: { 200: z.array(courseJson) } },
    },
    async (request) => listCoursesFor(deps, request.caller, 'visible'),
  )

  app.get(
    API.courses.onSale.pattern,
    {
      onRequest: app.optionalCaller,
      schema: { tags, summary: 'Cursos à venda (página inicial)', response: { 200: z.array(courseJson) } },
    },
    async (request) => listCoursesFor(deps, request.caller, 'onSale'),
  )

  app.get(
    API.courses.one.pattern,
    {
      onRequest: app.optionalCaller,
      schema: { tags, summary: 'Um curso', params: courseIdParams, response: { 200: courseJson } },
    },
    async (request) => courseDetail(deps, request.caller, request.params.id),
  )

  app.get(
    API.courses.subjects.pattern,
    {
      schema: {
        tags,
        summary: 'Disciplinas do curso, com seus assuntos',
        params: courseIdParams,
        response: { 200: z.array(subjectJson) },
      },
    },
    async (request) => courseSubjects(deps, request.params.id),
  )

  app.get(
    API.courses.news.pattern,
    {
      schema: {
        tags,
        summary: 'Notícias do curso',
        params: courseIdParams,
        response: { 200: z.array(newsJson) },
      },
    },
    async (request) => courseNews(deps, request.params.id),
  )
}
