import { ROLES } from '@gabarito/core'
import { allows, PERMISSIONS, type Permission } from '@gabarito/core/permissions'
import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { staffSuite } from '../../test/staff.ts'
import { ROLE_REQUIRED } from '../access/access.service.ts'

// Every staff route, read from the OpenAPI document so a new one is covered the day it is added, with the permission
// it declares (`x-permission`, decision 0051), checked against the one table: a student is refused, a Gerente is
// refused exactly where the table leaves him out, an Admin always gets past the check. Bodies and ids are empty or
// made up, so past the check the answer is a 200, a 404 or a 422.
// Checked inside a service only (a part of a route's work): the Admin-only site texts.
const SERVICE_ONLY = new Set<string>(['site.edit-restricted'])

const { t, tokens } = staffSuite()
let routes: { method: string; url: string; key: string; permission: Permission }[]

beforeAll(async () => {
  type Operation = { 'x-permission': Permission }
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '999999'),
        key: `${method.toUpperCase()} ${path}`,
        permission: operation['x-permission'],
      })),
    )
})

const call = (route: { method: string; url: string }, token: string) =>
  t.app.inject({ method: route.method as 'GET', url: route.url, headers: auth(token), payload: {} })

describe('the staff routes and the roles', () => {
  it('has every staff route declare a permission of the table, and every permission guard a route', () => {
    expect(routes.length).toBeGreaterThan(1)
    for (const route of routes)
      expect([route.key, route.permission in PERMISSIONS]).toEqual([route.key, true])
    const used = new Set<string>(routes.map((r) => r.permission))
    const unused = Object.keys(PERMISSIONS).filter((p) => !used.has(p) && !SERVICE_ONLY.has(p))
    expect(unused).toEqual([])
    // The table keeps some routes from the Gerente, or the next check would prove nothing.
    expect(routes.some((r) => !allows([ROLES.manager], r.permission))).toBe(true)
  })

  it('refuses a student on every staff route with 403 and the message', async () => {
    for (const route of routes) {
      const res = await call(route, tokens.student)
      expect([route.key, res.statusCode, res.json()]).toEqual([route.key, 403, { message: ROLE_REQUIRED }])
    }
  })

  it('refuses a Gerente exactly on the routes whose permission the table gives Admins only', async () => {
    for (const route of routes) {
      const res = await call(route, tokens.manager)
      if (!allows([ROLES.manager], route.permission))
        expect([route.key, res.statusCode]).toEqual([route.key, 403])
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
