import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { acceptFileBody, fileBytes } from '../../lib/raw-body.ts'
import {
  appendBody,
  createSummaryBody,
  listQuery,
  okJson,
  pdfQuery,
  shareBody,
  shareParams,
  summaryImageJson,
  summaryJson,
  summaryPageJson,
  summaryParams,
  summarySharePage,
  updateSummaryBody,
} from './summaries.schemas.ts'
import * as service from './summaries.service.ts'

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

export const summaryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Meus Resumos'])
  // The editor uploads images as their bytes; the service checks what they are.
  acceptFileBody(app, IMAGE_TYPES, service.IMAGE_MAX_BYTES)

  app.get(
    API.summaries.list.pattern,
    route({
      summary: 'Resumos do aluno e os compartilhados com ele, no curso (protocolo DataTables)',
      querystring: dataTableBody.and(listQuery),
      response: { 200: summaryPageJson },
    }),
    async (request) => service.summaryTable(deps, callerOf(request), request.query.modulo_id, request.query),
  )

  app.post(
    API.summaries.create.pattern,
    route({ summary: 'Criar um resumo', body: createSummaryBody, response: { 201: summaryJson } }),
    async (request, reply) =>
      reply.code(201).send(await service.createSummary(deps, callerOf(request), request.body)),
  )

  app.post(
    API.summaries.image.pattern,
    {
      bodyLimit: service.IMAGE_MAX_BYTES,
      ...route({ summary: 'Guardar uma imagem para um resumo', response: { 201: summaryImageJson } }),
    },
    async (request, reply) => reply.code(201).send(await service.storeSummaryImage(deps, fileBytes(request))),
  )

  app.get(
    API.summaries.one.pattern,
    route({ summary: 'Ler um resumo', params: summaryParams, response: { 200: summaryJson } }),
    async (request) => service.getSummary(deps, callerOf(request), request.params.id),
  )

  app.patch(
    API.summaries.one.pattern,
    route({
      summary: 'Alterar um resumo (só o dono)',
      params: summaryParams,
      body: updateSummaryBody,
      response: { 200: summaryJson },
    }),
    async (request) => service.updateSummary(deps, callerOf(request), request.params.id, request.body),
  )

  app.post(
    API.summaries.append.pattern,
    route({
      summary: 'Acrescentar ao fim de um resumo (só o dono; "Salvar no meu resumo" da prática)',
      params: summaryParams,
      body: appendBody,
      response: { 200: summaryJson },
    }),
    async (request) =>
      service.appendToSummary(deps, callerOf(request), request.params.id, request.body.descricao),
  )

  // The owner's two ways to take a summary away (delete it, or hide it from those it is shared with): one route
  // but for the path and the service call.
  for (const [path, summary, remove] of [
    [API.summaries.one.pattern, 'Excluir um resumo (só o dono)', service.deleteSummary],
    [API.summaries.deactivate.pattern, 'Desativar um resumo (só o dono)', service.deactivateSummary],
  ] as const) {
    app.delete(path, route({ summary, params: summaryParams, response: { 200: okJson } }), async (request) =>
      remove(deps, callerOf(request), request.params.id),
    )
  }

  app.post(
    API.summaries.share.pattern,
    route({
      summary: 'Compartilhar por CPF (só o dono)',
      description:
        'No máximo 30 pessoas novas por dia (horário de Brasília); uma tentativa com um CPF que não é de nenhum ' +
        'aluno ("Nenhum aluno cadastrado com este CPF.") conta entre elas. No limite, 429 para todo CPF que não ' +
        'seja de alguém com quem o aluno já compartilhou.',
      params: summaryParams,
      body: shareBody,
      response: { 200: okJson },
    }),
    async (request) => service.shareSummary(deps, callerOf(request), request.params.id, request.body.usuario),
  )

  app.delete(
    API.summaries.unshare.pattern,
    route({ summary: 'Descompartilhar (só o dono)', params: shareParams, response: { 200: okJson } }),
    async (request) =>
      service.unshareSummary(deps, callerOf(request), request.params.id, request.params.userId),
  )

  app.get(
    API.summaries.shares.pattern,
    route({
      summary: 'Com quem o resumo está compartilhado (só o dono; protocolo DataTables)',
      params: summaryParams,
      querystring: dataTableBody,
      response: { 200: summarySharePage },
    }),
    async (request) => service.shareTable(deps, callerOf(request), request.params.id, request.query),
  )

  for (const [path, layout, summary] of [
    [API.summaries.pdf.pattern, 'document', 'O resumo em PDF (?token=)'],
    [API.summaries.pagePdf.pattern, 'page', 'O resumo em PDF com a cara da página (?token=)'],
  ] as const) {
    app.get(
      path,
      route({ summary, params: summaryParams, querystring: pdfQuery }),
      async (request, reply) => {
        const pdf = await service.summaryPdf(deps, callerOf(request), request.params.id, layout)
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="resumo-${request.params.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf)
      },
    )
  }
}
