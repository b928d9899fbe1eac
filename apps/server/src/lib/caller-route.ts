import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify'

type OnRequest = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/**
 * The options of a module's routes for the signed-in caller (the student's side; decision 0051 keeps permissions
 * off it): the `requireCaller` hook, a 401 without a caller, and the schema under the module's OpenAPI tags. The
 * services check ownership or course access. `const route = callerRoute(app.requireCaller, ['Resumos'])`, then
 * `app.get(url, route({ summary, params, response }), handler)`, as the staff routes pass `staffRoute`.
 */
export function callerRoute(requireCaller: OnRequest, tags: string[]) {
  return <S extends FastifySchema & { summary: string }>(schema: S) => ({
    onRequest: requireCaller,
    schema: { tags, ...schema },
  })
}
