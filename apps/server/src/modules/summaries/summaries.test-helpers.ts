import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { summaryFiles } from '../../db/schema/index.ts'
import {
  auth,
  createTestContext,
  signUpAndLogin,
  type TestContext,
  type TestOptions,
} from '../../test/context.ts'
import { createCourse, userIdOf } from '../../test/fixtures.ts'

export const BASE = '/api/v1/geral/arquivo_usuario'

export interface Student {
  token: string
  id: number
  cpf: string
  nome: string
}

/** Shared by the summaries tests: the app, a course and three students (owner, friend, stranger). */
export interface SummarySuite {
  t: TestContext
  courseId: number
  owner: Student
  friend: Student
  stranger: Student
  /** A call as a student. */
  call(
    who: Student,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>
  /** Creates a summary as `who` and returns its id. */
  create(who: Student, nome: string, descricao?: string): Promise<number>
  /** Writes a summary straight into the database, as stored before today's rules, and returns its id. */
  store(who: Student, nome: string, contentHtml: string): Promise<number>
}

async function student(t: TestContext, nome: string): Promise<Student> {
  const { token, student } = await signUpAndLogin(t.app, { nome })
  return { token, id: userIdOf(token), cpf: student.id, nome }
}

/** Call at the top level of a test file: made before its tests, closed after them. */
export function summarySuite(options: TestOptions = {}): SummarySuite {
  const suite = {} as SummarySuite
  beforeAll(async () => {
    suite.t = await createTestContext(options)
    suite.courseId = (await createCourse(suite.t.db)).id
    suite.owner = await student(suite.t, 'Ana Beatriz Conceição')
    suite.friend = await student(suite.t, 'João Pedro Araújo')
    suite.stranger = await student(suite.t, 'Carlos Estranho')
    suite.call = (who, method, url, payload) =>
      suite.t.app.inject({ method, url: `${BASE}${url}`, headers: auth(who.token), payload })
    suite.create = async (who, nome, descricao = '<p>Conteúdo</p>') => {
      const res = await suite.call(who, 'POST', '/', { nome, descricao, modulo_id: suite.courseId })
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`)
      return res.json<{ id: number }>().id
    }
    suite.store = async (who, name, contentHtml) => {
      const [row] = await suite.t.db
        .insert(summaryFiles)
        .values({ userId: who.id, courseId: suite.courseId, name, contentHtml })
        .returning({ id: summaryFiles.id })
      return row?.id as number
    }
  })
  afterAll(() => suite.t.close())
  return suite
}

/** The names of the rows a summaries table answered. */
export const namesOf = (res: LightMyRequestResponse) =>
  res.json<{ data: { nome: string }[] }>().data.map((r) => r.nome)
