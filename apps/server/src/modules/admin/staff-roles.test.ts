import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth, createTestContext, type TestContext } from '../../test/context.ts'
import { staffTokens } from '../../test/staff.ts'
import { ROLE_REQUIRED } from '../access/access.service.ts'

// Every staff route, read from the OpenAPI document so a new one is covered the day it is added: a student is
// refused, a Gerente is refused exactly on the Admin-only ones (decision 0016), an Admin always gets past the
// role check. Bodies and ids are empty or made up, so past the check the answer is a 200, a 404 or a 422.
const ADMIN_ONLY = new Set([
  'GET /api/v1/admin/auditoria',
  'POST /api/v1/admin/cursos',
  'GET /api/v1/admin/cursos/{id}/precos',
  'PUT /api/v1/admin/cursos/{id}/precos',
  'GET /api/v1/admin/assinatura-ilimitada/precos',
  'PUT /api/v1/admin/assinatura-ilimitada/precos',
  'GET /api/v1/admin/usuarios',
  'GET /api/v1/admin/usuarios/{id}',
  'POST /api/v1/admin/usuarios/{id}/planos',
  'POST /api/v1/admin/usuarios/{id}/planos/{moduloId}/revogar',
  'PUT /api/v1/admin/usuarios/{id}/perfis',
  'POST /api/v1/admin/usuarios/{id}/bloquear',
  'POST /api/v1/admin/usuarios/{id}/desbloquear',
  'POST /api/v1/admin/usuarios/{id}/redefinir-senha',
  'GET /api/v1/admin/exclusoes',
  'POST /api/v1/admin/exclusoes/{id}/executar',
  'GET /api/v1/admin/pagamentos',
  'GET /api/v1/admin/pagamentos/exportar',
  'GET /api/v1/admin/pagamentos/{id}',
  'POST /api/v1/admin/pagamentos/{id}/confirmar',
  'POST /api/v1/admin/pagamentos/{id}/estornar',
  'POST /api/v1/admin/pagamentos/{id}/cancelar',
])

let t: TestContext
let tokens: Awaited<ReturnType<typeof staffTokens>>
let routes: { method: string; url: string; key: string }[]

beforeAll(async () => {
  t = await createTestContext()
  tokens = await staffTokens(t)
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>()
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '999999'),
        key: `${method.toUpperCase()} ${path}`,
      })),
    )
})
afterAll(() => t.close())

const call = (route: { method: string; url: string }, token: string) =>
  t.app.inject({ method: route.method as 'GET', url: route.url, headers: auth(token), payload: {} })

describe('the staff routes and the roles', () => {
  it('lists every Admin-only route among the staff routes', () => {
    expect(routes.length).toBeGreaterThan(1)
    for (const key of ADMIN_ONLY) expect(routes.map((r) => r.key)).toContain(key)
  })

  it('refuses a student on every staff route with 403 and the message', async () => {
    for (const route of routes) {
      const res = await call(route, tokens.student)
      expect([route.key, res.statusCode, res.json()]).toEqual([route.key, 403, { message: ROLE_REQUIRED }])
    }
  })

  it('refuses a Gerente exactly on the Admin-only routes', async () => {
    for (const route of routes) {
      const res = await call(route, tokens.manager)
      if (ADMIN_ONLY.has(route.key)) expect([route.key, res.statusCode]).toEqual([route.key, 403])
      else expect([route.key, res.statusCode]).not.toEqual([route.key, 403])
    }
  })

  it('lets an Admin past the role check on every staff route', async () => {
    for (const route of routes) {
      const res = await call(route, tokens.admin)
      expect([route.key, res.statusCode]).not.toEqual([route.key, 403])
      expect(res.statusCode).toBeLessThan(500)
    }
  })
})
