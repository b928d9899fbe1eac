import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import { filterCount, filteredBatch, filterOptions, isFiltered, subjectBatchWith } from './bank.service.ts'
import {
  bankCountJson,
  bankFilterQuery,
  bankOptionsJson,
  examCourseParams,
  examJson,
  examParams,
  questionJson,
  subjectBatchQuery,
  subjectParams,
  subjectTodayJson,
  topicParams,
} from './questions.schemas.ts'
import { courseExams, examQuestions, subjectBatch, subjectToday } from './questions.service.ts'

const FILTER_DESCRIPTION =
  'Filtros (issue 31), cada lista com a chave repetida (`banca=A&banca=B`; ids também separados por vírgula): ' +
  '`disciplina_id`, `assunto_id`, `banca`, `orgao`, `ano_de`, `ano_ate`, `nivel` (fundamental, medio, superior), ' +
  '`dificuldade` (os rótulos de dificuldade), `situacao` (nao_resolvidas, errei, acertei, chutei, revisao_vencida) e ' +
  '`concurso` (sim: só questões de concursos anteriores; nao: fora deles). Valores de uma lista: qualquer um; listas ' +
  'diferentes: todas. O lote segue as regras da prática: até 10, sem o gabarito, as nunca respondidas primeiro ' +
  '(embaralhadas), depois as erradas ou puladas e por fim as certas, as mais antigas primeiro. Filtrar é do plano ' +
  'PRO: sem plano, 423.'

export const questionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Questões'])
  const batch = { 200: z.array(questionJson) }

  app.get(
    API.practice.subjectQuestions.pattern,
    route({
      summary: 'Próximas questões da disciplina (com filtros: PRO)',
      description:
        'Sem filtro, o lote da prática da disciplina: `quantidade` questões (de 1 a 40; 10 por padrão), o que a ' +
        `prática sem conexão guarda adiante. ${FILTER_DESCRIPTION}`,
      params: subjectParams,
      querystring: subjectBatchQuery,
      response: batch,
    }),
    async (request) => {
      const { quantidade, ...filters } = request.query
      const { id, d } = request.params
      if (!isFiltered(filters)) return subjectBatch(deps, callerOf(request), id, d, null, quantidade)
      return subjectBatchWith(deps, callerOf(request), id, d, filters)
    },
  )

  app.get(
    API.bank.questions.pattern,
    route({
      summary: 'Próximas questões do filtro (PRO)',
      description: FILTER_DESCRIPTION,
      params: courseIdParams,
      querystring: bankFilterQuery,
      response: batch,
    }),
    async (request) => filteredBatch(deps, callerOf(request), request.params.id, request.query),
  )

  app.get(
    API.bank.count.pattern,
    route({
      summary: 'Quantas questões o filtro encontra (PRO)',
      params: courseIdParams,
      querystring: bankFilterQuery,
      response: { 200: bankCountJson },
    }),
    async (request) => filterCount(deps, callerOf(request), request.params.id, request.query),
  )

  app.get(
    API.bank.options.pattern,
    route({
      summary: 'Bancas, órgãos e anos das questões do curso (o painel de filtros)',
      params: courseIdParams,
      response: { 200: bankOptionsJson },
    }),
    async (request) => filterOptions(deps, request.params.id),
  )

  app.get(
    API.practice.topicQuestions.pattern,
    route({ summary: 'Próximas questões do assunto (PRO)', params: topicParams, response: batch }),
    async (request) =>
      subjectBatch(deps, callerOf(request), request.params.id, request.params.d, request.params.a),
  )

  app.get(
    API.practice.subjectToday.pattern,
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
    API.practice.exams.pattern,
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
    API.practice.examQuestions.pattern,
    route({
      summary: 'Questões de um concurso do curso (PRO)',
      params: examCourseParams,
      response: batch,
    }),
    async (request) => examQuestions(deps, callerOf(request), request.params.c, request.params.m),
  )
}
