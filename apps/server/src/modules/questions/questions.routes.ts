import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import {
  examCourseParams,
  examJson,
  examParams,
  questionJson,
  subjectParams,
  subjectTodayJson,
  topicParams,
} from './questions.schemas.ts'
import { courseExams, examQuestions, subjectBatch, subjectToday } from './questions.service.ts'

export const questionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Questões'])
  const batch = { 200: z.array(questionJson) }

  app.get(
    '/geral/modulo/:id/disciplina/:d/perguntas',
    route({ summary: 'Próximas questões da disciplina', params: subjectParams, response: batch }),
    async (request) => subjectBatch(deps, callerOf(request), request.params.id, request.params.d, null),
  )

  app.get(
    '/geral/modulo/:id/assunto/:a/disciplina/:d/perguntas',
    route({ summary: 'Próximas questões do assunto (PRO)', params: topicParams, response: batch }),
    async (request) =>
      subjectBatch(deps, callerOf(request), request.params.id, request.params.d, request.params.a),
  )

  app.get(
    '/geral/modulo/:id/disciplina/:d/hoje',
    route({
      summary: 'Desempenho parcial: as respostas do aluno na disciplina hoje',
      description:
        'Acertos, erros e total das respostas do aluno na disciplina no dia de hoje (São Paulo), em qualquer ' +
        'assunto e modo; lidos de um agregado mantido a cada resposta. A prática mostra estes números, que ' +
        'continuam de um lote ao outro, depois de recarregar e em outro aparelho.',
      params: subjectParams,
      response: { 200: subjectTodayJson },
    }),
    async (request) => subjectToday(deps, callerOf(request), request.params.id, request.params.d),
  )

  app.get(
    '/geral/concurso/modulo/:id',
    route({
      summary: 'Concursos anteriores do curso',
      params: courseIdParams,
      response: { 200: z.array(examJson) },
    }),
    async (request) => courseExams(deps, request.params.id),
  )

  app.get(
    '/geral/concurso/:id/perguntas',
    route({ summary: 'Questões de um concurso (PRO)', params: examParams, response: batch }),
    async (request) => examQuestions(deps, callerOf(request), request.params.id, null),
  )

  app.get(
    '/geral/concurso/:c/modulo/:m/perguntas',
    route({
      summary: 'Questões de um concurso do curso (PRO)',
      params: examCourseParams,
      response: batch,
    }),
    async (request) => examQuestions(deps, callerOf(request), request.params.c, request.params.m),
  )
}
