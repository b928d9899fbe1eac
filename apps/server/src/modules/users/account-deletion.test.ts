import { PAYMENT_STATUS } from '@gabarito/core'
import { count, eq, sql, sum } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  answers,
  comments,
  mockResults,
  payments,
  studentDayStats,
  summaryFiles,
  userPlans,
} from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { type createQuestion, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { userWithRoles } from '../../test/staff.ts'
import { ANSWER_BATCH } from '../answers/answers.personal-data.ts'

// LGPD (decision 0026): the export holds the caller's data and nobody else's; a deletion erases the personal data,
// keeps the answers anonymously, and leaves the ranking and the aggregates as they were, with the name changed.
const suite = practiceSuite('Português')
type Question = Awaited<ReturnType<typeof createQuestion>>

const get = (url: string, token: string) => suite.t.app.inject({ url, headers: auth(token) })
const post = (url: string, token: string) => suite.t.app.inject({ method: 'POST', url, headers: auth(token) })

async function studentWithData(name: string, comment: string) {
  const s = await signUpAndLogin(suite.t.app, { nome: name, apelido: name.split(' ')[0] as string })
  const id = userIdOf(s.token)
  await suite.t.db
    .insert(summaryFiles)
    .values({ userId: id, courseId: suite.course.id, name: `Resumo de ${name}` })
  await suite.t.db.insert(payments).values({
    txid: `TX${id}${Date.now()}`,
    userId: id,
    planId: suite.course.planId,
    months: 3,
    amountCents: 8990,
    status: PAYMENT_STATUS.executed,
    brCode: 'br-code',
    expiresAt: PRACTICE_START,
    paidAt: PRACTICE_START,
  })
  await grantPlan(suite.t.db, id, suite.course.planId, new Date('2027-03-01T00:00:00Z'))
  return { ...s, id, comment }
}

describe('LGPD: export and deletion', () => {
  it('exports the caller’s data only; deletion anonymises and keeps the ranking and the aggregates', async () => {
    const questions: Question[] = []
    for (let i = 0; i < 3; i++) questions.push(await suite.question())
    const mockId = await staffMock(suite, questions, new Date(PRACTICE_START.getTime() - 3600_000))
    const ana = await studentWithData('Ana Beatriz Lima', 'A alternativa B também serve.')
    const bruno = await studentWithData('Bruno Carvalho Dias', 'Enunciado ambíguo na questão.')
    for (const [s, choices] of [
      [ana, [0, 0, 0]],
      [bruno, [0, 1, 0]],
    ] as const) {
      for (const [q, choice] of choices.entries()) {
        expect((await answerMock(suite, s.token, mockId, questions[q] as Question, choice)).statusCode).toBe(
          200,
        )
      }
      const res = await suite.t.app.inject({
        method: 'POST',
        url: '/api/v1/geral/modulo/criar/comentario',
        headers: auth(s.token),
        payload: { texto: s.comment, pergunta_id: questions[0]?.id, modulo_id: suite.course.id },
      })
      expect(res.statusCode).toBe(201)
    }
    // Enough answers for the export to read them in more than one batch.
    await suite.t.db.execute(sql`
      insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
      select ${ana.id}, ${questions[1]?.id}, ${questions[1]?.alternatives[0]?.id}, true, 'TREINAMENTO',
             ${suite.course.id}, ${suite.subject.id}, ${PRACTICE_START.toISOString()}::timestamptz
      from generate_series(1, ${ANSWER_BATCH + 5})`)

    const exported = await get('/api/v1/profile/meus/dados', ana.token)
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-disposition']).toBe('attachment; filename="meus-dados-gabarito.json"')
    const data = exported.json()
    expect(data.conta).toMatchObject({
      id: ana.id,
      cpf: ana.student.id,
      nome: 'Ana Beatriz Lima',
      email: ana.student.email,
    })
    expect(data.planos).toEqual([
      { nome: expect.any(String), modulo_id: suite.course.id, data_fim: '2027-03-01T00:00:00.000Z' },
    ])
    expect(data.pagamentos).toMatchObject([{ meses: 3, valor: 'R$ 89,90', status: 'executed' }])
    expect(data.comentarios).toMatchObject([
      { texto: ana.comment, pergunta_id: questions[0]?.id, resposta: null },
    ])
    expect(data.resumos).toMatchObject([{ nome: 'Resumo de Ana Beatriz Lima', modulo_id: suite.course.id }])
    expect(data.simulados).toMatchObject([{ simulado_id: mockId, acertos: 3, respostas: 3 }])
    expect(data.respostas).toHaveLength(ANSWER_BATCH + 8)
    expect(new Set(data.respostas.map((a: { id: number }) => a.id)).size).toBe(ANSWER_BATCH + 8)
    for (const theirs of [bruno.student.id, bruno.student.email, bruno.comment, 'Bruno']) {
      expect(exported.body).not.toContain(theirs)
    }
    expect((await get('/api/v1/profile/meus/dados', 'no-token')).statusCode).toBe(401)

    // The request: asked twice, one request; the Admin sees it.
    const asked = await post('/api/v1/profile/exclusao', ana.token)
    expect(asked.statusCode).toBe(201)
    expect((await post('/api/v1/profile/exclusao', ana.token)).json()).toEqual(asked.json())
    expect((await get('/api/v1/profile/exclusao', ana.token)).json()).toEqual(asked.json())
    expect((await get('/api/v1/profile/exclusao', bruno.token)).json()).toEqual({ pedido: null })
    const admin = await userWithRoles(suite.t, ['Admin'])
    const requests = (await get('/api/v1/admin/exclusoes?length=-1', admin)).json().data
    const request = requests.find((r: { usuario_id: number }) => r.usuario_id === ana.id)
    expect(request).toMatchObject({ nome: 'Ana Beatriz Lima', concluido_em: null })

    const rankingUrl = `${suite.course.id}/simulado/classificacao/datatable?simulado=${mockId}&length=-1`
    const ranking = async () =>
      (await getMock(suite, bruno.token, rankingUrl))
        .json()
        .data.map((r: { user_id: number; rownum: number; acertos: number; apelido: string }) => [
          r.rownum,
          r.user_id,
          r.acertos,
          r.apelido,
        ])
    const aggregates = async () => ({
      answers: (await suite.t.db.select({ n: count() }).from(answers).where(eq(answers.userId, ana.id)))[0]
        ?.n,
      stats: (
        await suite.t.db
          .select({ n: sum(studentDayStats.answers) })
          .from(studentDayStats)
          .where(eq(studentDayStats.userId, ana.id))
      )[0]?.n,
      mock: await suite.t.db.select().from(mockResults).where(eq(mockResults.userId, ana.id)),
      detail: (await get(`/api/v1/admin/usuarios/${ana.id}`, admin)).json().atividade.respostas,
    })
    const before = { ranking: await ranking(), aggregates: await aggregates() }
    expect(before.ranking).toEqual([
      [1, ana.id, 3, 'Ana'],
      [2, bruno.id, 2, 'Bruno'],
    ])

    const done = await post(`/api/v1/admin/exclusoes/${request.id}/executar`, admin)
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { message: 'Os dados pessoais da conta foram excluídos.' },
    ])
    expect((await post(`/api/v1/admin/exclusoes/${request.id}/executar`, admin)).statusCode).toBe(409)

    expect(await ranking()).toEqual([
      [1, ana.id, 3, 'Participante removido'],
      [2, bruno.id, 2, 'Bruno'],
    ])
    expect(await aggregates()).toEqual(before.aggregates)

    // Erased: the account, its login, tokens, plans, summaries and comments' text; payments stay for the books.
    expect((await get('/api/v1/seguranca/auth/me', ana.token)).statusCode).toBe(401)
    const login = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v1/seguranca/auth/login',
      payload: { id: ana.student.id, password: ana.student.password },
    })
    expect(login.statusCode).toBe(401)
    const detail = (await get(`/api/v1/admin/usuarios/${ana.id}`, admin)).json()
    expect(detail.usuario).toMatchObject({ nome: 'Participante removido', apelido: 'Participante removido' })
    const leftovers = JSON.stringify(detail)
    for (const personal of [ana.student.id, ana.student.email, 'Ana Beatriz'])
      expect(leftovers).not.toContain(personal)
    expect(detail.planos).toEqual([])
    expect(detail.pagamentos).toHaveLength(1)
    expect(await suite.t.db.select().from(userPlans).where(eq(userPlans.userId, ana.id))).toEqual([])
    expect(await suite.t.db.select().from(summaryFiles).where(eq(summaryFiles.userId, ana.id))).toEqual([])
    const [kept] = await suite.t.db.select().from(comments).where(eq(comments.userId, ana.id))
    expect(kept?.text).toBe('Comentário removido a pedido do autor.')
    expect((await get(`/api/v1/admin/usuarios?busca=${ana.student.id}`, admin)).json().recordsTotal).toBe(0)
    const audit = (await get(`/api/v1/admin/auditoria?entidade=usuario&registro=${ana.id}`, admin)).json()
      .data
    expect(audit[0]).toMatchObject({ acao: 'excluir_dados', depois: { pedido_id: request.id } })
    expect(JSON.stringify(audit)).not.toContain(ana.student.email)

    // Bruno's data are untouched, and the freed CPF may sign up again.
    expect((await get('/api/v1/profile/meus/dados', bruno.token)).json().comentarios).toMatchObject([
      { texto: bruno.comment },
    ])
    await signUpAndLogin(suite.t.app, { id: ana.student.id, email: `nova.${ana.student.email}` })
  })

  it('refuses to erase a staff account until its roles are taken', async () => {
    const manager = await userWithRoles(suite.t, ['Gerente'])
    const admin = await userWithRoles(suite.t, ['Admin'])
    expect((await post('/api/v1/profile/exclusao', manager)).statusCode).toBe(201)
    const requests = (await get('/api/v1/admin/exclusoes?length=-1', admin)).json().data
    const mine = requests.find((r: { usuario_id: number }) => r.usuario_id === userIdOf(manager))
    const res = await post(`/api/v1/admin/exclusoes/${mine.id}/executar`, admin)
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { message: 'Retire os perfis de Admin e Gerente desta conta antes de excluir os seus dados.' },
    ])
    expect((await get('/api/v1/admin/eu', manager)).statusCode).toBe(200)
  })
})
