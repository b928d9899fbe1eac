import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../test/context.ts'
import {
  createCourse,
  createExam,
  createNews,
  createQuestion,
  createStudyText,
  createSubject,
  grantPlan,
  userIdOf,
} from '../test/fixtures.ts'
import { staffTokens } from '../test/staff.ts'
import { changedTables, digestReader } from './database-digest.ts'
import { bodyFor, type JsonSchema, pathParam, queryFor, typicalBody } from './fuzz-values.ts'

// Every operation of the OpenAPI document, called as a student, without a token and as an Admin with path parameters, query
// strings and bodies of wrong types, nulls, huge strings, negative and enormous ids, SQL metacharacters, `../`,
// prototype keys and odd unicode, and now and then the ids of real records so the code past the schema runs.
// Properties: never a 5xx, never a stack trace, a file path or SQL error text in the answer, and the database
// unchanged (digest of every table) after every refused call. A fixed seed in CI; FUZZ_SEED and FUZZ_RUNS
// (runs per operation and caller) repeat a failure or search longer.
const SEED = Number(process.env.FUZZ_SEED ?? 20261125)
const RUNS = Number(process.env.FUZZ_RUNS ?? 3)

// Operations fuzzed only in part, and why (everything else is fuzzed in full):
// - the multipart uploads (images, the question import ZIP) have no body schema in the document: their path and
//   query are fuzzed and they get JSON and non-JSON bodies, but not multipart parts.
const MULTIPART = new Set([
  'POST /api/v1/geral/arquivo_usuario/imagem',
  'POST /api/v1/admin/cursos/imagem',
  'POST /api/v1/admin/imagens',
  'POST /api/v1/admin/importacoes',
  'POST /api/v1/admin/noticias/imagem',
])

/** What an answer must never show: a stack frame, a file of the server, a dependency, a database error. */
const LEAKS = [
  /at .+\(.+:\d+:\d+\)/,
  /node_modules/,
  /\.(ts|js|mjs):\d+/,
  /apps\/server\/|file:\/\/|\/work\/\w/,
  /syntax error at or near|invalid input syntax|out of range for type|violates .+ constraint/i,
  /duplicate key value|relation ".+" does not exist|column ".+" does not exist|Failed query|PostgresError/i,
]

interface Operation {
  key: string
  method: string
  path: string
  pathParams: string[]
  queryParams: string[]
  /** The body's fields, or null when the operation takes no JSON body. */
  bodyFields: string[] | null
  bodySchema?: JsonSchema
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[]
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
}

let t: TestContext
let student: string
let admin: string
let operations: Operation[]
let valid: fc.Arbitrary<unknown>
let digest: () => Promise<Record<string, string>>
/** How often each operation answered each status: FUZZ_STATS=1 prints it, to see how deep the runs got. */
const statuses: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestContext()
  student = (await signUpAndLogin(t.app)).token
  admin = (await staffTokens(t)).admin
  // Real records, so valid-looking ids reach the services: a course the student has a plan of, a subject with a
  // topic, a question of a past exam, news and study material.
  const course = await createCourse(t.db)
  const subject = await createSubject(t.db, course.id, 'Português', ['Crase'])
  const exam = await createExam(t.db, course.id, 'Concurso de Teste', 2024)
  const question = await createQuestion(t.db, {
    courseId: course.id,
    subjectId: subject.id,
    topicId: subject.topics[0]?.id,
    examId: exam.id,
    examNumber: 1,
  })
  const item = await createNews(t.db, { courseId: course.id, title: 'Notícia', summaryHtml: '<p>Texto</p>' })
  const text = await createStudyText(t.db, {
    courseId: course.id,
    subjectId: subject.id,
    title: 'Material',
    contentHtml: '<p>Texto</p>',
  })
  await grantPlan(t.db, userIdOf(student), course.planId, new Date('2099-01-01T00:00:00Z'))
  const ids = [course.id, subject.id, subject.topics[0]?.id, exam.id, question.id, item.id, text.id]
  valid = fc.constantFrom(
    ...ids,
    question.correctId,
    userIdOf(student),
    1,
    'asc',
    'desc',
    '2026-11',
    'Português',
  )

  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>
  }>()
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => {
      const params = op.parameters ?? []
      const json = op.requestBody?.content['application/json']
      const key = `${method.toUpperCase()} ${path}`
      return {
        key,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : MULTIPART.has(key) ? [] : null,
        bodySchema: json?.schema,
      }
    }),
  )
  digest = await digestReader(t.db)
}, 120_000)
afterAll(async () => {
  if (process.env.FUZZ_STATS)
    console.log(
      Object.entries(statuses)
        .map(([k, n]) => `${k}: ${n}`)
        .join('\n'),
    )
  await t?.close()
})

const clip = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caracteres)` : text

function requestFor(op: Operation) {
  const params = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, pathParam(valid)])))
  const noBody = fc.constant(undefined)
  const hostile = op.bodyFields ? bodyFor(op.bodyFields, valid) : noBody
  // Half the time a body the schema accepts but for one field, so the code behind the schema runs.
  const body =
    op.bodySchema?.type === 'object' ? fc.oneof(hostile, typicalBody(op.bodySchema, valid)) : hostile
  return fc.record({
    params,
    query: queryFor(op.queryParams, valid),
    body,
    address: fc.integer({ min: 1, max: 254 }),
  })
}

/** Runs the operation's property; returns the problem found (with the request that showed it) or null. */
async function fuzzOperation(
  op: Operation,
  index: number,
  token: string | undefined,
): Promise<string | null> {
  let before = await digest()
  const details = await fc.check(
    fc.asyncProperty(requestFor(op), async (request) => {
      let url = op.path
      for (const [name, value] of Object.entries(request.params))
        url = url.replace(`{${name}}`, value as string)
      if (request.query) url += `?${request.query}`
      const res = await t.app.inject({
        method: op.method as 'GET',
        url,
        headers: {
          ...(token ? auth(token) : {}),
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: request.body,
        remoteAddress: `203.0.113.${request.address}`,
      })
      statuses[`${op.key} ${res.statusCode}`] = (statuses[`${op.key} ${res.statusCode}`] ?? 0) + 1
      const after = await digest()
      const changed = changedTables(before, after)
      before = after
      const where = `${op.method} ${clip(url)} ${clip(request.body ?? '')} → ${res.statusCode} ${clip(res.body)}`
      if (res.statusCode >= 500) throw new Error(`5xx: ${where}`)
      const type = String(res.headers['content-type'] ?? '')
      if (/json|text|html/.test(type)) {
        const leak = LEAKS.find((pattern) => pattern.test(res.body))
        if (leak) throw new Error(`vazou ${leak}: ${where}`)
      }
      if (res.statusCode >= 400 && changed.length > 0)
        throw new Error(`mudou ${changed.join(', ')}: ${where}`)
    }),
    { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
  )
  return details.failed
    ? `${op.key}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`
    : null
}

async function fuzzAll(token: string | undefined) {
  const problems: string[] = []
  for (const [index, op] of operations.entries()) {
    const problem = await fuzzOperation(op, index, token)
    if (problem) problems.push(problem)
  }
  return problems
}

describe('every operation of the OpenAPI document under fuzzed input', () => {
  it('reads the operations from the document, the multipart exceptions among them', () => {
    expect(operations.length).toBeGreaterThan(100)
    for (const key of MULTIPART) expect(operations.map((op) => op.key)).toContain(key)
  })

  // In longer runs the student may change its own password (which ends its sessions) with a generated body: the
  // rest of its run is then a caller with a stale token, still a case worth fuzzing, so no check of the token after.
  it('as a student: no 5xx, no leak, nothing written by a refused call', async () => {
    expect(await fuzzAll(student)).toEqual([])
  }, 300_000)

  it('without a token: no 5xx, no leak, nothing written by a refused call', async () => {
    expect(await fuzzAll(undefined)).toEqual([])
  }, 300_000)

  // Last, as it may block the student or delete records the others use: the staff routes' code past the role check.
  it('as an Admin: no 5xx, no leak, nothing written by a refused call', async () => {
    expect(await fuzzAll(admin)).toEqual([])
  }, 300_000)
})
