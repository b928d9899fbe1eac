/**
 * One definition of each API route for both sides (issue 48, decision 0077): the server registers its Fastify
 * pattern (`pattern`, under `prefix`), the web calls the path it builds (`route({ id: 7 })`). Plain strings, outside
 * contract/, so the web imports them at run time without the schemas.
 */

/** The prefixes the server registers its routes under. */
export const API_PREFIX = {
  main: '/api/v1',
  staff: '/api/v1/admin',
  summaries: '/api/v1/geral/arquivo_usuario',
  answers: '/respostas/api/v1',
  site: '/site/api',
} as const

/** The names of a pattern's `:params`: `'/modulo/:id/disciplina/:d'` has `'id' | 'd'`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type RouteParams<P extends string> = { readonly [K in RouteParamName<P>]: string | number }

export interface ApiRoute<P extends string> {
  /** The path to call, each `:param` filled in (encoded); a route without params takes nothing. */
  (...params: [RouteParamName<P>] extends [never] ? [] : [RouteParams<P>]): string
  /** The Fastify pattern the server registers under `prefix`. */
  readonly pattern: P
  readonly prefix: string
}

/** A route: its pattern under a prefix, and the builder of its paths. */
export function apiRoute<P extends string>(prefix: string, pattern: P): ApiRoute<P> {
  // Under a prefix, '/' is the prefix itself (how the web has always called it, with no trailing slash).
  const whole = pattern === '/' ? prefix : `${prefix}${pattern}`
  const build = (params: Record<string, string | number> = {}) =>
    whole.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
  return Object.assign(build, { pattern, prefix }) as ApiRoute<P>
}
