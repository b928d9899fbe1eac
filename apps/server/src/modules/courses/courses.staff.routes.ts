import { STAFF_API } from '@gabarito/core'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { errorHandler } from '../../lib/error-handler.ts'
import { acceptFileBody, fileBytes } from '../../lib/raw-body.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  courseParams,
  createCourseBody,
  planPricesJson,
  pricesBody,
  staffCourseJson,
  staffCoursePageJson,
  staffImageJson,
  updateCourseBody,
} from './courses.staff.schemas.ts'
import {
  createStaffCourse,
  getStaffCourse,
  IMAGE_MAX_BYTES,
  IMAGE_REFUSED,
  IMAGE_TOO_BIG,
  staffCourseTable,
  storeCourseImage,
  updateStaffCourse,
} from './courses.staff.service.ts'
import { planPrices, setPlanPrices } from './prices.staff.service.ts'
import { subjectStaffRoutes } from './subjects.staff.routes.ts'

/** Mounted under /api/v1/admin: courses, their prices, the unlimited subscription's, subjects and topics. */
export const courseStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  staffCrudRoutes(app, deps, {
    permission: 'courses.edit',
    collection: { url: STAFF_API.courses.list.pattern },
    item: { url: STAFF_API.courses.one.pattern, params: courseParams },
    row: staffCourseJson,
    list: {
      summary: 'Cursos, ocultos e fora de venda também (protocolo DataTables; busca pelo nome)',
      query: dataTableBody,
      page: staffCoursePageJson,
      run: (deps, caller, { query }) => staffCourseTable(deps, caller, query),
    },
    create: {
      summary: 'Criar um curso, com seu plano (somente Admin)',
      permission: 'courses.create',
      body: createCourseBody,
      run: (deps, caller, { body }) => createStaffCourse(deps, caller, body),
    },
    get: { summary: 'Um curso, com todos os campos', run: getStaffCourse },
    update: {
      summary: 'Alterar os campos enviados de um curso (valor e a_venda: somente Admin)',
      body: updateCourseBody,
      run: updateStaffCourse,
    },
  })

  // A course's plan and the unlimited subscription (the plan of "course" 1) are priced the same way.
  const pricedPlans = [
    {
      url: STAFF_API.courses.prices.pattern,
      schema: { params: courseParams },
      name: 'do plano do curso',
      per: ' por número de meses',
    },
    { url: STAFF_API.courses.unlimitedPrices.pattern, schema: {}, name: 'da assinatura ilimitada', per: '' },
  ]
  const planOf = (request: FastifyRequest) => (request.params as { id?: number }).id ?? UNLIMITED_PLAN_ID
  for (const { url, schema, name, per } of pricedPlans) {
    app.get(
      url,
      staffRoute('courses.sell', {
        summary: `Preços ${name}${per} (somente Admin)`,
        ...schema,
        response: { 200: planPricesJson },
      }),
      async (request) => planPrices(deps, callerOf(request), planOf(request)),
    )
    app.put(
      url,
      staffRoute('courses.sell', {
        summary: `Trocar os preços ${name} (somente Admin)`,
        ...schema,
        body: pricesBody,
        response: { 200: planPricesJson },
      }),
      async (request) => setPlanPrices(deps, callerOf(request), planOf(request), request.body.precos),
    )
  }

  await app.register(courseImageRoute, { deps })
  await app.register(subjectStaffRoutes, { deps })
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream']

/** The image upload in a scope of its own: its body parser and its errors say what an image must be. */
const courseImageRoute: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  acceptFileBody(app, IMAGE_TYPES, IMAGE_MAX_BYTES)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: IMAGE_TOO_BIG })
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send({ message: IMAGE_REFUSED, errors: { imagem: [IMAGE_REFUSED] } })
    }
    return errorHandler(error, request, reply)
  })

  app.post(
    STAFF_API.courses.image.pattern,
    {
      bodyLimit: IMAGE_MAX_BYTES,
      ...staffRoute('courses.edit', {
        summary:
          'Guardar a imagem de um curso (os bytes do arquivo; PNG, JPEG ou WebP de até 2 MB, tipo lido do conteúdo)',
        response: { 201: staffImageJson },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await storeCourseImage(deps, callerOf(request), fileBytes(request))),
  )
}
