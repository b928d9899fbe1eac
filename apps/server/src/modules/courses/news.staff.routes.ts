import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { acceptFileBody, fileBytes } from '../../lib/raw-body.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
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
  acceptFileBody(app, IMAGE_TYPES, IMAGE_MAX_BYTES)

  staffCrudRoutes(app, deps, {
    permission: 'news.edit',
    collection: { url: STAFF_API.news.list.pattern, params: courseIdParams },
    item: { url: STAFF_API.news.one.pattern, params: newsIdParams },
    row: staffNewsJson,
    list: {
      summary: 'Notícias de um curso, também as agendadas (protocolo DataTables)',
      query: dataTableBody,
      page: staffNewsPageJson,
      run: (deps, caller, { params, query }) => service.newsTable(deps, caller, params.id, query),
    },
    create: {
      summary: 'Publicar uma notícia (os alunos a veem a partir de `data`)',
      body: newsBody,
      run: (deps, caller, { params, body }) => service.createNews(deps, caller, params.id, body),
    },
    get: { summary: 'Uma notícia', run: service.getNews },
    update: {
      summary: 'Alterar uma notícia (só os campos enviados)',
      body: newsPatch,
      run: service.updateNews,
    },
    remove: { summary: 'Excluir uma notícia', run: service.deleteNews },
  })

  app.post(
    STAFF_API.news.image.pattern,
    {
      bodyLimit: IMAGE_MAX_BYTES,
      ...staffRoute('news.edit', {
        summary:
          'Guardar a imagem de uma notícia (PNG, JPEG, GIF ou WebP, até 2 MB, enviada como o próprio arquivo)',
        response: { 201: staffImageJson },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.storeNewsImage(deps, callerOf(request), fileBytes(request))),
  )
}
