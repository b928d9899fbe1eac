import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'
import { answerResult } from '../answers/answers.schemas.ts'
import { answerInput, recordAnswer } from '../answers/answers.service.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'
import { questionJson } from '../questions/questions.schemas.ts'
import {
  examDateBody,
  mistakePageJson,
  reviewAnswerBody,
  reviewBatchQuery,
  reviewSummaryJson,
} from './review.schemas.ts'
import { mistakesTable, reviewAnswers, reviewBatch, reviewSummary, setExamDate } from './review.service.ts'

const mistakeFilter = z.object({
  disciplina_id: idParam('Disciplina inválida.').optional(),
  assunto_id: idParam('Assunto inválido.').optional(),
})

/** Spaced review and the caderno de erros (issue 30), under /api/v1. */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Revisão'])

  app.get(
    API.review.questions.pattern,
    route({
      summary: 'Próximas questões a revisar (as mais atrasadas primeiro, até 10)',
      description:
        'As questões do aluno com revisão vencida, na forma de um lote da prática (sem o gabarito). Com ' +
        '`pergunta_id`, só essa questão, quando o aluno tem revisão para ela (o "Refazer" do caderno de erros).',
      params: courseIdParams,
      querystring: reviewBatchQuery,
      response: { 200: z.array(questionJson) },
    }),
    async (request) => reviewBatch(deps, callerOf(request), request.params.id, request.query.pergunta_id),
  )

  app.get(
    API.review.summary.pattern,
    route({
      summary: 'Resumo da revisão: pendentes, atrasadas, próximos 7 dias e data da prova',
      params: courseIdParams,
      response: { 200: reviewSummaryJson },
    }),
    async (request) => reviewSummary(deps, callerOf(request), request.params.id),
  )

  app.put(
    API.review.examDate.pattern,
    route({
      summary: 'Definir (ou limpar, com null) a data da prova do aluno no curso',
      description: 'Nenhuma revisão fica para depois da prova. Uma data no passado é recusada (422).',
      params: courseIdParams,
      body: examDateBody,
      response: { 200: reviewSummaryJson },
    }),
    async (request) => setExamDate(deps, callerOf(request), request.params.id, request.body.data),
  )

  app.get(
    API.review.mistakes.pattern,
    route({
      summary: 'Caderno de erros: as questões que o aluno errou ou chutou (protocolo DataTables)',
      description:
        'Filtros: `disciplina_id` e `assunto_id`; a busca procura no enunciado, na disciplina e no assunto. ' +
        'Colunas ordenáveis: proxima_revisao (padrão), erros, acertos, ultima_resposta_em, disciplina.',
      params: courseIdParams,
      querystring: z.intersection(dataTableBody, mistakeFilter),
      response: { 200: mistakePageJson },
    }),
    async (request) =>
      mistakesTable(deps, callerOf(request), request.params.id, request.query, request.query),
  )
}

/** The review's answer, under /respostas/api/v1 beside the other answer routes. */
export const reviewAnswerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Respostas'])

  app.post(
    API.review.answer.pattern,
    route({
      summary: 'Responder uma questão da revisão espaçada',
      description:
        'Só para as questões com revisão do aluno no curso (404 para as outras); conta no limite gratuito do ' +
        'dia como a prática. O resultado diz quando a questão volta (`proxima_revisao`).',
      body: reviewAnswerBody,
      response: { 200: answerResult },
    }),
    async (request) => recordAnswer(deps, callerOf(request), reviewAnswers, answerInput(request.body)),
  )
}
