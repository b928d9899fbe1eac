import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
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
  const tags = ['Meus Resumos']
  const onRequest = app.requireCaller
  // The editor uploads images as their bytes; the service checks what they are (this plugin's scope only).
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: service.IMAGE_MAX_BYTES },
    (_r, body, done) => done(null, body),
  )

  app.get(
    '/datatable',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Resumos do aluno e os compartilhados com ele, no curso (protocolo DataTables)',
        querystring: dataTableBody.and(listQuery),
        response: { 200: summaryPageJson },
      },
    },
    async (request) => service.summaryTable(deps, callerOf(request), request.query.modulo_id, request.query),
  )

  app.post(
    '/',
    {
      onRequest,
      schema: { tags, summary: 'Criar um resumo', body: createSummaryBody, response: { 201: summaryJson } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createSummary(deps, callerOf(request), request.body)),
  )

  app.post(
    '/imagem',
    {
      onRequest,
      bodyLimit: service.IMAGE_MAX_BYTES,
      schema: { tags, summary: 'Guardar uma imagem para um resumo', response: { 201: summaryImageJson } },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return reply.code(201).send(await service.storeSummaryImage(deps, bytes))
    },
  )

  app.get(
    '/:id',
    {
      onRequest,
      schema: { tags, summary: 'Ler um resumo', params: summaryParams, response: { 200: summaryJson } },
    },
    async (request) => service.getSummary(deps, callerOf(request), request.params.id),
  )

  app.patch(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Alterar um resumo (só o dono)',
        params: summaryParams,
        body: updateSummaryBody,
        response: { 200: summaryJson },
      },
    },
    async (request) => service.updateSummary(deps, callerOf(request), request.params.id, request.body),
  )

  app.post(
    '/:id/anexar',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Acrescentar ao fim de um resumo (só o dono; "Salvar no meu resumo" da prática)',
        params: summaryParams,
        body: appendBody,
        response: { 200: summaryJson },
      },
    },
    async (request) =>
      service.appendToSummary(deps, callerOf(request), request.params.id, request.body.descricao),
  )

  app.delete(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Excluir um resumo (só o dono)',
        params: summaryParams,
        response: { 200: okJson },
      },
    },
    async (request) => service.deleteSummary(deps, callerOf(request), request.params.id),
  )

  app.delete(
    '/desativacao/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Desativar um resumo (só o dono)',
        params: summaryParams,
        response: { 200: okJson },
      },
    },
    async (request) => service.deactivateSummary(deps, callerOf(request), request.params.id),
  )

  app.post(
    '/:id/adicionar/usuario',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Compartilhar por CPF (só o dono)',
        params: summaryParams,
        body: shareBody,
        response: { 200: okJson },
      },
    },
    async (request) => service.shareSummary(deps, callerOf(request), request.params.id, request.body.usuario),
  )

  app.delete(
    '/:id/delete/usuario/:userId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Descompartilhar (só o dono)',
        params: shareParams,
        response: { 200: okJson },
      },
    },
    async (request) =>
      service.unshareSummary(deps, callerOf(request), request.params.id, request.params.userId),
  )

  app.get(
    '/:id/usuario/datatable',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Com quem o resumo está compartilhado (só o dono; protocolo DataTables)',
        params: summaryParams,
        querystring: dataTableBody,
        response: { 200: summarySharePage },
      },
    },
    async (request) => service.shareTable(deps, callerOf(request), request.params.id, request.query),
  )

  for (const [path, layout, summary] of [
    ['/:id/pdf', 'document', 'O resumo em PDF (?token=)'],
    ['/:id/pdfdom', 'page', 'O resumo em PDF com a cara da página (?token=)'],
  ] as const) {
    app.get(
      path,
      { onRequest, schema: { tags, summary, params: summaryParams, querystring: pdfQuery } },
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
