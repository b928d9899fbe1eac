import { beforeAll, describe, expect, it } from 'vitest'
import { planPrices } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, staffMock } from '../../test/mock.ts'
import { practiceSuite } from '../../test/practice.ts'
import { type Owner, TABLE } from './owned-routes.table.ts'

// The access table (issue 15): every route that reads or changes what a student owns, called by a second
// student. `foreign` routes name the first student's record: the answer is a 403 or a 404. `mine` routes answer
// about the caller (their course, their answers, their data): whatever the status, the first student's identifying
// values never appear. Every route of the OpenAPI document with a path parameter outside /admin must have a line
// here, so a new one cannot be forgotten. Nicknames are left out of the values: the ranking shows them by design.
const suite = practiceSuite('Direito Constitucional')

let owner: Owner
let intruder: string

/** The first student's records, made through the API (the course, its questions and the mock are staff data). */
async function ownerRecords(): Promise<Owner> {
  const { t, course, subject } = suite
  const a = await signUpAndLogin(t.app, { nome: 'Ana Proprietária Registros', apelido: 'Aninha' })
  const shared = await signUpAndLogin(t.app)
  const q = await suite.question()
  await t.db.insert(planPrices).values({ planId: course.planId, months: 1, priceCents: 2990 })
  const bought = (await get(`/api/v1/profile/meus/planos/modulo/${course.id}/meses/1`, a.token)).json()
  await grantPlan(t.db, userIdOf(a.token), course.planId, new Date('2027-06-01T00:00:00Z'))
  const practised = await suite.practice(a.token, {
    pergunta_id: q.id,
    selected: q.alternatives[0]?.id,
    modulo_id: course.id,
    disciplina_id: subject.id,
    tipo: 'PUBLICADA',
    // A guess: the question becomes one of the student's review cards (issue 30).
    chutei: true,
  })
  expect(practised.statusCode).toBe(200)
  const discussed = 'Discussão pendente da Ana 5519'
  const discussion = await send('POST', `/api/v1/geral/pergunta/${q.id}/discussao`, a.token, {
    texto: discussed,
  })
  expect(discussion.statusCode).toBe(201)
  const mockId = await staffMock(suite, [q], new Date(suite.now.getTime() - 3600_000))
  await get(`/api/v1/geral/modulo/${course.id}/simulado/perguntas`, a.token)
  const mocked = await answerMock(suite, a.token, mockId, q)
  expect([mocked.statusCode, mocked.body]).toEqual([200, expect.any(String)])
  const comment = 'Comentário sigiloso da Ana 4412'
  const commented = await send('POST', '/api/v1/geral/modulo/criar/comentario', a.token, {
    texto: comment,
    pergunta_id: q.id,
    modulo_id: course.id,
  })
  expect(commented.statusCode).toBe(201)
  const title = 'Resumo sigiloso da Ana 7731'
  const content = '<p>Anotação privada 7731-XYZ</p>'
  const made = await send('POST', '/api/v1/geral/arquivo_usuario/', a.token, {
    nome: title,
    descricao: content,
    modulo_id: course.id,
  })
  expect(made.statusCode).toBe(201)
  const summaryId = made.json().id
  const share = `/api/v1/geral/arquivo_usuario/${summaryId}/adicionar/usuario`
  expect((await send('POST', share, a.token, { usuario: shared.student.id })).statusCode).toBe(200)
  const notebookName = 'Caderno sigiloso da Ana 5521'
  const cadernos = `/api/v1/geral/modulo/${course.id}/cadernos`
  const notebook = await send('POST', cadernos, a.token, { nome: notebookName })
  expect(notebook.statusCode).toBe(201)
  const notebookId = notebook.json().id
  expect(
    (await send('POST', `${cadernos}/${notebookId}/questoes`, a.token, { pergunta_id: q.id })).statusCode,
  ).toBe(200)
  expect((await send('POST', '/api/v1/profile/exclusao', a.token)).statusCode).toBe(201)
  return {
    courseId: course.id,
    subjectId: subject.id,
    questionId: q.id,
    mockId,
    paymentId: bought.pagamento.id,
    summaryId,
    notebookId,
    sharedWithId: userIdOf(shared.token),
    discussionId: discussion.json().id,
    token: a.token,
    secrets: [
      a.student.nome,
      a.student.email,
      a.student.id,
      comment,
      discussed,
      title,
      '7731-XYZ',
      notebookName,
      bought.qrcode.content,
    ],
  }
}

const send = (method: string, url: string, token: string, payload?: object) =>
  suite.t.app.inject({ method: method as 'POST', url, headers: auth(token), payload })
const get = (url: string, token: string) => send('GET', url, token)

beforeAll(async () => {
  owner = await ownerRecords()
  // The intruder has the course too, so the course's routes answer with their own (empty) data, not a 423.
  intruder = (await signUpAndLogin(suite.t.app)).token
  await grantPlan(suite.t.db, userIdOf(intruder), suite.course.planId, new Date('2027-06-01T00:00:00Z'))
})

describe("a second student and the first one's records", () => {
  it('has a line for every route with a path parameter outside /admin', async () => {
    const doc = (await suite.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, object>
    }>()
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const withParams = routes.filter((r) => r.includes('{') && !r.includes(' /api/v1/admin/'))
    const listed = TABLE.map((row) => row.route)
    expect(withParams.filter((r) => !listed.includes(r))).toEqual([])
    expect(listed.filter((r) => !routes.includes(r))).toEqual([])
  })

  it.each(TABLE)('$route ($kind)', async ({ route, kind, url, payload }) => {
    const method = route.split(' ')[0] as string
    const res = await send(method, url(owner), intruder, payload?.(owner))
    if (kind === 'foreign') expect([route, res.statusCode]).toEqual([route, expect.toBeOneOf([403, 404])])
    else expect([route, res.statusCode]).not.toEqual([route, 500])
    for (const secret of owner.secrets) expect([route, res.body.includes(secret)]).toEqual([route, false])
  })

  it('answers the first student on the foreign reads (the ids are of real records)', async () => {
    for (const row of TABLE.filter((r) => r.kind === 'foreign' && r.route.startsWith('GET '))) {
      const res = await get(row.url(owner), owner.token)
      expect([row.route, res.statusCode]).toEqual([row.route, 200])
    }
  })

  it("leaves the first student's records as they were", async () => {
    const read = await get(`/api/v1/geral/arquivo_usuario/${owner.summaryId}`, owner.token)
    expect(read.statusCode).toBe(200)
    expect(read.body).toContain('Resumo sigiloso da Ana 7731')
    expect(read.body).not.toContain('roubado')
    const shares = await get(
      `/api/v1/geral/arquivo_usuario/${owner.summaryId}/usuario/datatable`,
      owner.token,
    )
    expect(shares.json().recordsTotal).toBe(1)
    const payment = await get(`/api/v1/profile/meus/planos/pagamento/${owner.paymentId}`, owner.token)
    expect(payment.json()).toEqual({ id: owner.paymentId, status: 'created' })
  })
})
