/** What the home, course and device-cache browser tests share: the course lists and a logged-in Admin. */
import { expect } from 'vitest'
import { expectRoute, logIn } from './gabarito.ts'
import { ADMIN, type E2E } from './harness.ts'

/** A course as the course lists answer it (the fields these tests read). */
export interface ListedCourse {
  id: number
  nome: string
  termo_uso: string
  index: boolean
  has_noticia: boolean
  has_pergunta: boolean
  has_material: boolean
  has_simulado: boolean
  has_prova_anterior: boolean
  has_relatorio: boolean
}

/** A public GET of the API that must answer 200. */
export async function apiGet<T>(e2e: E2E, path: string): Promise<T> {
  const response = await fetch(`${e2e.server.url}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** A fresh page with the Admin logged in, on the home page. */
export async function loggedIn(e2e: E2E, options?: { viewport?: { width: number; height: number } }) {
  const opened = await e2e.open(options)
  await logIn(opened.page, ADMIN.cpf, ADMIN.password)
  await expectRoute(opened.page, '/')
  return opened
}
