import { QUESTION_STATUS } from '@gabarito/core'
import type { DiscussionComment, DiscussionPage, DiscussionQueueRow } from '@gabarito/core/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, questions } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'

// The team's comment (issue 47, decision 0067): written by the staff under a question, approved at once, marked as
// the team's and shown above every other comment; a pinned student's comment stays the student's. A staff call:
// a student gets 403, and the audit log keeps who wrote it.
const suite = practiceSuite('Língua Portuguesa')
let tokens: Awaited<ReturnType<typeof staffTokens>>
let student: string
let questionId: number

const call = (method: string, url: string, token: string, payload?: object) =>
  suite.t.app.inject({ method: method as 'POST', url: `/api/v1${url}`, headers: auth(token), payload })
const writeTeam = (token: string, texto: unknown, id = questionId) =>
  call('POST', `/admin/discussao/pergunta/${id}`, token, { texto })
const page = async (token: string) => {
  const res = await call('GET', `/geral/pergunta/${questionId}/discussao`, token)
  expect(res.statusCode).toBe(200)
  return res.json<DiscussionPage>()
}

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
  student = (await signUpAndLogin(suite.t.app, { apelido: 'Estudante' })).token
  questionId = (await suite.question()).id
})

describe('the team’s comment', () => {
  it('is approved at once, marked as the team’s and shown above a pinned student’s comment', async () => {
    const own = await call('POST', `/geral/pergunta/${questionId}/discussao`, student, {
      texto: 'Acho que é a B',
    })
    const pinnedId = own.json<DiscussionComment>().id
    expect((await call('POST', `/admin/discussao/${pinnedId}/fixar`, tokens.manager)).statusCode).toBe(200)

    const res = await writeTeam(tokens.manager, 'A resposta é a C: o art. 5º diz…')
    expect(res.statusCode).toBe(201)
    const row = res.json<DiscussionQueueRow>()
    expect(row).toMatchObject({ pergunta_id: questionId, status: 'aprovado', equipe: true, fixado: false })

    const shown = await page(student)
    expect(shown.comentarios.map((c) => [c.texto, c.equipe, c.fixado])).toEqual([
      ['A resposta é a C: o art. 5º diz…', true, false],
      ['Acho que é a B', false, true],
    ])
    // The queue of the question lists it as the team's too.
    const queue = await call(
      'GET',
      `/admin/discussao/fila?length=100&pergunta_id=${questionId}`,
      tokens.admin,
    )
    const listed = queue.json<{ data: DiscussionQueueRow[] }>().data.find((r) => r.id === row.id)
    expect(listed?.equipe).toBe(true)

    const audit = await suite.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'comentario_discussao'), eq(auditLog.entityId, String(row.id))))
    expect(audit.map((a) => a.action)).toEqual(['criar'])
  })

  it('is a staff call: a student gets 403 and writes nothing', async () => {
    const before = (await page(student)).total
    expect((await writeTeam(tokens.student, 'Comentário da equipe falso')).statusCode).toBe(403)
    expect((await writeTeam(student, 'Comentário da equipe falso')).statusCode).toBe(403)
    expect((await page(student)).total).toBe(before)
  })

  it('refuses bad input with pt-BR 422s and a question not published with a 404', async () => {
    expect((await writeTeam(tokens.manager, ' \n ')).json().errors).toEqual({
      texto: ['Escreva o comentário.'],
    })
    expect((await writeTeam(tokens.manager, 'x'.repeat(1501))).json().errors).toEqual({
      texto: ['O comentário deve ter no máximo 1.500 caracteres.'],
    })
    expect((await writeTeam(tokens.manager, 5)).statusCode).toBe(422)
    expect(
      (await call('POST', '/admin/discussao/pergunta/abc', tokens.manager, { texto: 'x' })).statusCode,
    ).toBe(422)
    expect((await writeTeam(tokens.manager, 'Explicação', 2_000_000)).statusCode).toBe(404)
    const hidden = (await suite.question()).id
    await suite.t.db.update(questions).set({ status: QUESTION_STATUS.hidden }).where(eq(questions.id, hidden))
    expect((await writeTeam(tokens.manager, 'Explicação', hidden)).statusCode).toBe(404)
  })
})
