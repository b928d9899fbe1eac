import type { Permission } from '@gabarito/core/permissions'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { z } from 'zod'
import { type Caller, callerOf } from './caller.ts'
import { staffRoute } from './staff-route.ts'

type Schema = z.core.$ZodType
type Out<S> = S extends Schema ? z.output<S> : undefined
type Run<D, I> = (deps: D, caller: Caller, input: I) => Promise<unknown>

const deleted = z.object({ message: z.string() })

/**
 * A back-office resource (decision 0051): a collection (its table and its create) and its records by id (get,
 * update, delete). Each operation is optional and names its summary, its own schemas and the service call; the
 * services do the work, each beginning with `requirePermission(caller, permission)` and writing the audit log in
 * the transaction of its change.
 */
export interface StaffCrud<
  D,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema,
  U extends Schema,
> {
  permission: Permission
  /** The collection's path (`/conceitos`, `/modulos/:id/noticias`) and its params schema when it has params. */
  collection?: { url: string; params?: P }
  /** One record's path; its params carry the record's `id`. */
  item?: { url: string; params: z.core.$ZodType<{ id: number }> }
  /** A record as create, get and update answer it. */
  row: Schema
  list?: { summary: string; query?: Q; page: Schema; run: Run<D, { params: Out<P>; query: Out<Q> }> }
  /** `permission` when creating needs more than the resource's (a course: Admin only). */
  create?: {
    summary: string
    body: B
    permission?: Permission
    run: Run<D, { params: Out<P>; body: z.output<B> }>
  }
  /** `row` when a record is read with more than create and update answer (a comment with its question). */
  get?: { summary: string; row?: Schema; run: (deps: D, caller: Caller, id: number) => Promise<unknown> }
  update?: {
    summary: string
    body: U
    run: (deps: D, caller: Caller, id: number, body: z.output<U>) => Promise<unknown>
  }
  remove?: { summary: string; run: (deps: D, caller: Caller, id: number) => Promise<unknown> }
}

/** What the helper needs of the plugin's instance: registering a route. */
interface RouteTarget {
  route(options: RouteOptions): unknown
}

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id

/**
 * Registers a staff resource's routes: GET (200) and POST (201) on the collection, GET, PATCH and DELETE on one
 * record, those the spec names, each with the permission (`staffRoute`), its schemas and a handler that passes
 * the caller and the parsed input to the service. Routes of another shape stay written out beside it.
 */
export function staffCrudRoutes<
  D,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema,
  U extends Schema,
>(app: RouteTarget, deps: D, spec: StaffCrud<NoInfer<D>, P, Q, B, U>): void {
  const { collection, item, row } = spec
  const add = (
    method: RouteOptions['method'],
    url: string,
    schema: Parameters<typeof staffRoute>[1],
    handler: RouteOptions['handler'],
    permission: Permission = spec.permission,
  ) => app.route({ method, url, ...staffRoute(permission, schema), handler })
  const params = collection?.params ? { params: collection.params } : {}
  const itemParams = { params: item?.params }

  if (collection && spec.list) {
    const { summary, query, page, run } = spec.list
    const querystring = query ? { querystring: query } : {}
    add('GET', collection.url, { summary, ...params, ...querystring, response: { 200: page } }, (request) =>
      run(deps, callerOf(request), { params: request.params as Out<P>, query: request.query as Out<Q> }),
    )
  }
  if (collection && spec.create) {
    const { summary, body, run, permission } = spec.create
    const schema = { summary, ...params, body, response: { 201: row } }
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const input = { params: request.params as Out<P>, body: request.body as z.output<B> }
      return reply.code(201).send(await run(deps, callerOf(request), input))
    }
    add('POST', collection.url, schema, handler, permission)
  }
  if (item && spec.get) {
    const { summary, run } = spec.get
    add('GET', item.url, { summary, ...itemParams, response: { 200: spec.get.row ?? row } }, (request) =>
      run(deps, callerOf(request), idOf(request)),
    )
  }
  if (item && spec.update) {
    const { summary, body, run } = spec.update
    add('PATCH', item.url, { summary, ...itemParams, body, response: { 200: row } }, (request) =>
      run(deps, callerOf(request), idOf(request), request.body as z.output<U>),
    )
  }
  if (item && spec.remove) {
    const { summary, run } = spec.remove
    add('DELETE', item.url, { summary, ...itemParams, response: { 200: deleted } }, (request) =>
      run(deps, callerOf(request), idOf(request)),
    )
  }
}
