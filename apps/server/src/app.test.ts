import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testContextSuite } from './test/context.ts'
import { testDriver } from './test/database.ts'

const t = testContextSuite()

describe('the app', () => {
  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', version: '2.0.4' })
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' })
  })

  it('publishes an OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/seguranca/auth/login',
        '/api/v1/cadastro',
        '/api/v1/profile/meus/planos',
      ]),
    )
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400)
  })

  it('documents the real parameters, the DataTables form keys and each table its own filters', async () => {
    interface Operation {
      parameters?: { in: string; name: string; schema: { type?: string } }[]
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
      responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>
    }
    const paths: Record<string, Record<string, Operation>> = (
      await t.app.inject({ url: '/api/docs/json' })
    ).json().paths
    // A schema converted key by key instead of by its properties shows up as parameters named after its keywords.
    const keywords = [
      'default',
      'type',
      'additionalProperties',
      'properties',
      'items',
      'required',
      'allOf',
      'anyOf',
    ]
    const formKeys = [
      'draw',
      'start',
      'length',
      'search[value]',
      'order[0][column]',
      'order[0][dir]',
      'columns[0][data]',
    ]
    const tables: Record<string, string[]> = {}
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query')
        expect(operation.parameters?.filter((p) => keywords.includes(p.name)) ?? [], key).toEqual([])
        if (!operation.responses?.['200']?.content?.['application/json']?.schema?.properties) continue
        if (!('recordsTotal' in operation.responses['200'].content['application/json'].schema.properties))
          continue
        const fields = operation.requestBody
          ? Object.keys(operation.requestBody.content['application/json']?.schema.properties ?? {})
          : query.map((p) => p.name)
        expect(fields, key).toEqual(expect.arrayContaining(formKeys))
        if (!operation.requestBody)
          for (const name of ['draw', 'start', 'length', 'order[0][column]'])
            expect(query.find((p) => p.name === name)?.schema.type, `${key} ${name}`).toBe('integer')
        tables[key] = fields
      }
    expect(Object.keys(tables).length).toBeGreaterThanOrEqual(18)
    expect(tables['GET /api/v1/admin/usuarios']).toEqual([...formKeys, 'busca'])
    expect(tables['GET /api/v1/admin/auditoria']).toEqual([...formKeys, 'entidade', 'registro'])
  })

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/healthz' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nada' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toContain('Recurso não encontrado')
  })

  it('refuses bodies over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro',
      payload: { nome: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'A requisição é grande demais.' })
  })
})

if (testDriver === 'postgres') {
  describe('on a PostgreSQL server', () => {
    it('keeps serving when the server drops its idle connections', async () => {
      // Open several pooled connections, then have PostgreSQL end every one but the caller's.
      await Promise.all(Array.from({ length: 5 }, () => t.db.execute(sql`select pg_sleep(0.05)`)))
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
      const after = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/readyz' })))
      expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    })
  })
}
