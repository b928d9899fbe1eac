import { API } from '@gabarito/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { AppError } from '../../lib/errors.ts'
import {
  conceptJson,
  hourRowJson,
  monthlySeriesJson,
  pdfQuery,
  reportParams,
  subjectParams,
  subjectRowJson,
  topicParams,
  weakTopicJson,
  weekdayRowJson,
} from './reports.schemas.ts'
import * as service from './reports.service.ts'

/** The page a PDF link shows instead of a file when its token is missing, bad or expired. */
const pdfRefusal = (message: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Sessão expirada</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>Não foi possível gerar o PDF</h1><p>${message.replace(/[<>&"]/g, '')}</p>
<p>Entre novamente no Gabarito e abra o relatório outra vez.</p></body></html>`

/** Relatórios under /api/v1/geral/relatorio/modulo/{id} (decision 0015): the caller's own numbers only. */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['Relatórios']
  const route = callerRoute(app.requireCaller, tags)
  service.listenForConceptChanges(deps)

  // The reports over the whole course: each one service read of the caller's numbers in the course `:id`.
  const courseReports = [
    {
      path: API.reports.monthly.pattern,
      summary: 'Respostas, acertos e erros por mês nos últimos 270 dias: os meus e os de todos do curso',
      response: monthlySeriesJson,
      read: service.monthlySeries,
    },
    {
      path: API.reports.subjects.pattern,
      summary: 'Minhas respostas e acertos por disciplina do curso',
      response: z.array(subjectRowJson),
      read: service.mySubjects,
    },
    {
      path: API.reports.everyoneSubjects.pattern,
      summary: 'Respostas e acertos de todos os alunos do curso por disciplina',
      response: z.array(subjectRowJson),
      read: service.everyonesSubjects,
    },
    {
      path: API.reports.weekdays.pattern,
      summary: 'Minhas respostas e acertos por dia da semana (de domingo a sábado, horário de São Paulo)',
      response: z.array(weekdayRowJson),
      read: service.byWeekday,
    },
    {
      path: API.reports.hours.pattern,
      summary: 'Minhas respostas e acertos por hora do dia (0 a 23, horário de São Paulo)',
      response: z.array(hourRowJson),
      read: service.byHour,
    },
    {
      path: API.reports.weakTopics.pattern,
      summary: 'Onde você mais perde pontos: os 5 assuntos de menor desempenho (com 10 respostas ou mais)',
      response: z.array(weakTopicJson),
      read: service.weakTopics,
    },
  ] as const
  for (const { path, summary, response, read } of courseReports) {
    app.get(path, route({ summary, params: reportParams, response: { 200: response } }), async (request) =>
      read(deps, callerOf(request), request.params.id),
    )
  }

  app.get(
    API.reports.subjectConcepts.pattern,
    route({
      summary: 'Conceitos que mais caíram em provas na disciplina, com meus acertos',
      params: subjectParams,
      response: { 200: z.array(conceptJson) },
    }),
    async (request) =>
      service.mainConcepts(deps, callerOf(request), request.params.id, request.params.d, null),
  )

  app.get(
    API.reports.topicConcepts.pattern,
    route({
      summary: 'Conceitos que mais caíram em provas no assunto, com meus acertos',
      params: topicParams,
      response: { 200: z.array(conceptJson) },
    }),
    async (request) =>
      service.mainConcepts(deps, callerOf(request), request.params.id, request.params.d, request.params.a),
  )

  // The PDFs open in a new tab with ?token=: a bad or expired token is a 401 page, not a JSON error.
  const pdfCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireCaller(request, reply)
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 401) throw error
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(pdfRefusal(error.message))
    }
  }
  for (const [path, render, summary, file] of [
    [
      API.reports.conceptsPdf.pattern,
      service.conceptsPdf,
      'Meu desempenho por conceito em PDF (?token=)',
      'desempenho-conceitos',
    ],
    [
      API.reports.subjectsPdf.pattern,
      service.subjectsPdf,
      'Meu desempenho por disciplina em PDF (?token=)',
      'desempenho-disciplinas',
    ],
  ] as const) {
    app.get(
      path,
      { onRequest: pdfCaller, schema: { tags, summary, params: reportParams, querystring: pdfQuery } },
      async (request, reply) => {
        const pdf = await render(deps, callerOf(request), request.params.id)
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf)
      },
    )
  }
}
