import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { courseIdParams } from './courses.schemas.ts'
import {
  IMAGE_MAX_BYTES,
  newsBody,
  newsIdParams,
  newsPatch,
  staffImageJson,
  staffNewsJson,
  staffNewsPageJson,
} from './news.staff.schemas.ts'
import * as service from './news.staff.service.ts'

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

/** Mounted under /api/v1/admin: a course's news (decision 0019). */
export const newsStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The form uploads the image as its bytes; the service checks what they are (this plugin's scope only).
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_r, body, done) =>
    done(null, body),
  )

  app.get(
    '/modulos/:id/noticias',
    staffRoute('news.edit', {
      summary: 'Notícias de um curso, também as agendadas (protocolo DataTables)',
      params: courseIdParams,
      querystring: dataTableBody,
      response: { 200: staffNewsPageJson },
    }),
    async (request) => service.newsTable(deps, callerOf(request), request.params.id, request.query),
  )

  app.post(
    '/modulos/:id/noticias',
    staffRoute('news.edit', {
      summary: 'Publicar uma notícia (os alunos a veem a partir de `data`)',
      params: courseIdParams,
      body: newsBody,
      response: { 201: staffNewsJson },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createNews(deps, callerOf(request), request.params.id, request.body)),
  )

  app.post(
    '/noticias/imagem',
    {
      bodyLimit: IMAGE_MAX_BYTES,
      ...staffRoute('news.edit', {
        summary:
          'Guardar a imagem de uma notícia (PNG, JPEG, GIF ou WebP, até 2 MB, enviada como o próprio arquivo)',
        response: { 201: staffImageJson },
      }),
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return reply.code(201).send(await service.storeNewsImage(deps, callerOf(request), bytes))
    },
  )

  app.get(
    '/noticias/:id',
    staffRoute('news.edit', {
      summary: 'Uma notícia',
      params: newsIdParams,
      response: { 200: staffNewsJson },
    }),
    async (request) => service.getNews(deps, callerOf(request), request.params.id),
  )

  app.patch(
    '/noticias/:id',
    staffRoute('news.edit', {
      summary: 'Alterar uma notícia (só os campos enviados)',
      params: newsIdParams,
      body: newsPatch,
      response: { 200: staffNewsJson },
    }),
    async (request) => service.updateNews(deps, callerOf(request), request.params.id, request.body),
  )

  app.delete(
    '/noticias/:id',
    staffRoute('news.edit', {
      summary: 'Excluir uma notícia',
      params: newsIdParams,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => service.deleteNews(deps, callerOf(request), request.params.id),
  )
}
