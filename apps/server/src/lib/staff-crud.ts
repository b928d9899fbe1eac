import type { Permission } from '@gabarito/core/permissions'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { z } from 'zod'
import { type Caller, callerOf } from './caller.ts'
import { staffRoute } from './staff-route.ts'

type Schema = z.core.$ZodType
type Out<S> = S extends Schema ? z.output<S> : undefined

const deleted = z.object({ message: z.string() })

/**
 * A back-office resource with the usual five operations (decision 0051): a table of a collection (DataTables) and
 * its create, then get, update and delete of one record by id. The services do the work: each begins with
 * `requirePermission(caller, permission)` and writes the audit log in the transaction of its change.
 */
export interface StaffCrud<
  D,
  P extends Schema | undefined,
  Q extends Schema,
  B extends Schema,
  U extends Schema,
> {
  permission: Permission
  /** The collection's path (`/conceitos`, `/modulos/:id/noticias`) and its params schema when it has params. */
  collection: { url: string; params?: P }
  /** One record's path; its params carry the record's `id`. */
  item: { url: string; params: z.core.$ZodType<{ id: number }> }
  schemas: { query: Q; body: B; patch: U; row: Schema; page: Schema }
  summaries: { list: string; create: string; get: string; update: string; remove: string }
  list(deps: D, caller: Caller, input: { params: Out<P>; query: z.output<Q> }): Promise<unknown>
  create(deps: D, caller: Caller, input: { params: Out<P>; body: z.output<B> }): Promise<unknown>
  get(deps: D, caller: Caller, id: number): Promise<unknown>
  update(deps: D, caller: Caller, id: number, body: z.output<U>): Promise<unknown>
  remove(deps: D, caller: Caller, id: number): Promise<unknown>
}

/** What the helper needs of the plugin's instance: registering a route. */
interface RouteTarget {
  route(options: RouteOptions): unknown
}

/**
 * Registers the five routes of a staff resource: GET and POST (201) on the collection, GET, PATCH and DELETE on
 * one record, each with the resource's permission (`staffRoute`), its schemas and a handler that passes the
 * caller and the parsed input to the service. Routes of another shape stay written out beside it.
 */
export function staffCrudRoutes<
  D,
  P extends Schema | undefined,
  Q extends Schema,
  B extends Schema,
  U extends Schema,
>(app: RouteTarget, deps: D, spec: StaffCrud<NoInfer<D>, P, Q, B, U>): void {
  const { permission, collection, item, schemas, summaries } = spec
  const params = collection.params ? { params: collection.params } : {}
  const id = (request: FastifyRequest) => (request.params as { id: number }).id
  const route = (method: RouteOptions['method'], url: string, schema: Parameters<typeof staffRoute>[1]) => ({
    method,
    url,
    ...staffRoute(permission, schema),
  })

  app.route({
    ...route('GET', collection.url, {
      summary: summaries.list,
      ...params,
      querystring: schemas.query,
      response: { 200: schemas.page },
    }),
    handler: (request: FastifyRequest) =>
      spec.list(deps, callerOf(request), {
        params: request.params as Out<P>,
        query: request.query as z.output<Q>,
      }),
  })
  app.route({
    ...route('POST', collection.url, {
      summary: summaries.create,
      ...params,
      body: schemas.body,
      response: { 201: schemas.row },
    }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = { params: request.params as Out<P>, body: request.body as z.output<B> }
      return reply.code(201).send(await spec.create(deps, callerOf(request), input))
    },
  })
  app.route({
    ...route('GET', item.url, {
      summary: summaries.get,
      params: item.params,
      response: { 200: schemas.row },
    }),
    handler: (request: FastifyRequest) => spec.get(deps, callerOf(request), id(request)),
  })
  app.route({
    ...route('PATCH', item.url, {
      summary: summaries.update,
      params: item.params,
      body: schemas.patch,
      response: { 200: schemas.row },
    }),
    handler: (request: FastifyRequest) =>
      spec.update(deps, callerOf(request), id(request), request.body as z.output<U>),
  })
  app.route({
    ...route('DELETE', item.url, {
      summary: summaries.remove,
      params: item.params,
      response: { 200: deleted },
    }),
    handler: (request: FastifyRequest) => spec.remove(deps, callerOf(request), id(request)),
  })
}
