/** What the home, course and device-cache browser tests share: the course lists and a logged-in Admin. */
import { type Course, courseJson } from '@gabarito/core/contract'
import { expect } from 'vitest'
import { z } from 'zod/mini'
import { expectRoute, logIn } from './gabarito.ts'
import { ADMIN, type E2E } from './harness.ts'

/** A public GET of the API that must answer 200. */
export async function apiGet<T>(e2e: E2E, path: string): Promise<T> {
  const response = await fetch(`${e2e.server.url}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** A public course list (`/api/v1/geral/modulo…`), checked against the contract. */
export async function listCourses(e2e: E2E, path: string): Promise<Course[]> {
  return z.parse(z.array(courseJson), await apiGet<unknown>(e2e, path))
}

/** A fresh page with the Admin logged in, on the home page. */
export async function loggedIn(e2e: E2E, options?: { viewport?: { width: number; height: number } }) {
  const opened = await e2e.open(options)
  await logIn(opened.page, ADMIN.cpf, ADMIN.password)
  await expectRoute(opened.page, '/')
  return opened
}
