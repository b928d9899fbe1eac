import { DISCUSSION_HOURLY_LIMIT, ROLES } from '@gabarito/core'
import type { DiscussionComment, DiscussionPage } from '@gabarito/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { userWithRoles } from '../../test/staff.ts'
import { createMock } from '../mocks/mocks.service.ts'

// The discussion under a question (issue 31): what each student sees of it (never another student's pending or
// hidden comment), the "útil" vote once per student, replies one level deep, reports, the block and the hourly limit.
const suite = practiceSuite('Direito Administrativo')

type Student = Awaited<ReturnType<typeof signUpAndLogin>>
let ana: Student
let bruno: Student
let manager: string
let questionId: number

const call = (method: string, url: string, token: string, payload?: object) =>
  suite.t.app.inject({ method: method as 'POST', url: `/api/v1${url}`, headers: auth(token), payload })
const discussion = (token: string, query = '', id = questionId) =>
  call('GET', `/geral/pergunta/${id}/discussao${query}`, token)
const page = async (token: string, query = '', id = questionId) => {
  const res = await discussion(token, query, id)
  expect(res.statusCode).toBe(200)
  return res.json<DiscussionPage>()
}
const post = (token: string, texto: string, respostaA?: number, id = questionId) =>
  call('POST', `/geral/pergunta/${id}/discussao`, token, { texto, resposta_a: respostaA })
const posted = async (token: string, texto: string, respostaA?: number, id = questionId) => {
  const res = await post(token, texto, respostaA, id)
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)])
  return res.json<DiscussionComment>()
}
const moderate = (id: number, action: string) => call('POST', `/admin/discussao/${id}/${action}`, manager)
const texts = (p: DiscussionPage) => p.comentarios.map((c) => c.texto)

beforeAll(async () => {
  ana = await signUpAndLogin(suite.t.app, { nome: 'Ana Beatriz Carvalho', apelido: 'Aninha' })
  bruno = await signUpAndLogin(suite.t.app, { nome: 'Bruno Henrique Lima', apelido: 'Bruninho' })
  manager = await userWithRoles(suite.t, [ROLES.manager])
  questionId = (await suite.question()).id
})

describe('a question’s discussion', () => {
  it('shows a pending comment to its author only, an approved one to everyone, a hidden one to nobody', async () => {
    const mine = await posted(ana.token, 'A resposta é a letra B,\nveja o art. 37.')
    expect(mine).toMatchObject({
      texto: 'A resposta é a letra B,\nveja o art. 37.',
      status: 'pendente',
      meu: true,
    })
    expect(mine).toMatchObject({ apelido: 'Aninha', uteis: 0, votei: false, fixado: false, respostas: [] })

    expect((await page(ana.token)).comentarios).toEqual([mine])
    expect(await page(bruno.token)).toEqual({ comentarios: [], total: 0, pagina: 1 })

    expect((await moderate(mine.id, 'aprovar')).statusCode).toBe(200)
    const seen = await page(bruno.token)
    expect(seen.total).toBe(1)
    expect(seen.comentarios[0]).toEqual({ ...mine, status: undefined, meu: false })
    expect(seen.comentarios[0]).not.toHaveProperty('status')
    expect((await page(ana.token)).comentarios[0]?.status).toBe('aprovado')
    // Nicknames only: never the author's name, CPF or e-mail.
    const body = (await discussion(bruno.token)).body
    for (const secret of [ana.student.nome, ana.student.email, ana.student.id])
      expect(body).not.toContain(secret)

    const hidden = await posted(ana.token, 'Comentário que a equipe vai ocultar')
    expect((await moderate(hidden.id, 'aprovar')).statusCode).toBe(200)
    expect((await page(bruno.token)).total).toBe(2)
    expect((await moderate(hidden.id, 'ocultar')).json()).toMatchObject({ status: 'oculto', denuncias: 0 })
    // Its author still sees it, marked hidden ("Ocultado pela moderação", issue 47); nobody else does.
    const forBruno = await page(bruno.token)
    expect([forBruno.total, texts(forBruno)]).toEqual([1, ['A resposta é a letra B,\nveja o art. 37.']])
    const forAna = await page(ana.token)
    expect(forAna.total).toBe(2)
    expect(forAna.comentarios.find((c) => c.id === hidden.id)).toMatchObject({ status: 'oculto', meu: true })
    // A hidden or another's pending comment cannot be voted, reported nor answered: the same 404 as none.
    const pending = await posted(ana.token, 'Outro comentário pendente')
    for (const id of [hidden.id, pending.id]) {
      expect((await call('POST', `/geral/discussao/${id}/util`, bruno.token)).statusCode).toBe(404)
      expect((await call('POST', `/geral/discussao/${id}/denuncia`, bruno.token, {})).statusCode).toBe(404)
      expect((await post(bruno.token, 'resposta', id)).statusCode).toBe(422)
    }
    expect((await moderate(pending.id, 'ocultar')).statusCode).toBe(200)
  })

  it('counts one "útil" per student, undoes it, and refuses the author’s own', async () => {
    const comment = (await page(bruno.token)).comentarios[0] as DiscussionComment
    const vote = () => call('POST', `/geral/discussao/${comment.id}/util`, bruno.token)
    expect((await vote()).json()).toEqual({ uteis: 1, votei: true })
    expect((await vote()).json()).toEqual({ uteis: 1, votei: true })
    expect((await page(bruno.token)).comentarios[0]).toMatchObject({ uteis: 1, votei: true })
    const forAuthor = (await page(ana.token)).comentarios.find((c) => c.id === comment.id)
    expect(forAuthor).toMatchObject({ uteis: 1, votei: false })

    const own = await call('POST', `/geral/discussao/${comment.id}/util`, ana.token)
    expect([own.statusCode, own.json().message]).toEqual([
      422,
      'Você não pode marcar seu próprio comentário como útil.',
    ])

    const undo = () => call('DELETE', `/geral/discussao/${comment.id}/util`, bruno.token)
    expect((await undo()).json()).toEqual({ uteis: 0, votei: false })
    expect((await undo()).json()).toEqual({ uteis: 0, votei: false })
    expect((await page(ana.token)).comentarios[0]?.uteis).toBe(0)
    expect((await vote()).json()).toEqual({ uteis: 1, votei: true })
  })

  it('answers an approved top-level comment one level deep, oldest reply first', async () => {
    const parent = (await page(bruno.token)).comentarios[0] as DiscussionComment
    const first = await posted(bruno.token, 'Concordo, e o art. 37 §6º também.', parent.id)
    const second = await posted(ana.token, 'Obrigada!', parent.id)
    expect(first).toMatchObject({ status: 'pendente', respostas: [] })
    // Pending replies: each author sees their own under the comment, nobody else's.
    const forAuthor = (await page(ana.token)).comentarios.find((c) => c.id === parent.id)
    expect(forAuthor?.respostas.map((r) => r.texto)).toEqual(['Obrigada!'])
    expect((await page(bruno.token)).comentarios[0]?.respostas.map((r) => r.texto)).toEqual([
      'Concordo, e o art. 37 §6º também.',
    ])
    for (const reply of [first, second]) expect((await moderate(reply.id, 'aprovar')).statusCode).toBe(200)
    const replies = (await page(bruno.token)).comentarios[0]?.respostas ?? []
    expect(replies.map((r) => [r.texto, r.apelido, r.meu])).toEqual([
      ['Concordo, e o art. 37 §6º também.', 'Bruninho', true],
      ['Obrigada!', 'Aninha', false],
    ])
    // Replies are not top-level comments: the total counts the one comment.
    expect((await page(bruno.token)).total).toBe(1)

    const deeper = await post(ana.token, 'Resposta a uma resposta', first.id)
    expect([deeper.statusCode, deeper.json().errors]).toEqual([
      422,
      { resposta_a: ['Não é possível responder a uma resposta: responda ao comentário principal.'] },
    ])
    const other = (await suite.question()).id
    expect((await post(ana.token, 'De outra questão', parent.id, other)).statusCode).toBe(422)
    expect((await post(ana.token, 'Comentário inexistente', 2_000_000)).statusCode).toBe(422)
  })

  it('orders newest or most useful first, the pinned comment ("Destacado pela equipe") above all, and pages by 20', async () => {
    const id = (await suite.question()).id
    const made: DiscussionComment[] = []
    for (const n of [1, 2, 3]) {
      suite.now = new Date(suite.now.getTime() + 60_000)
      made.push(await posted(ana.token, `Comentário ${n}`, undefined, id))
    }
    for (const c of made) await moderate(c.id, 'aprovar')
    await call('POST', `/geral/discussao/${made[0]?.id}/util`, bruno.token)
    expect(texts(await page(bruno.token, '', id))).toEqual(['Comentário 3', 'Comentário 2', 'Comentário 1'])
    expect(texts(await page(bruno.token, '?ordem=uteis', id))).toEqual([
      'Comentário 1',
      'Comentário 3',
      'Comentário 2',
    ])
    expect((await moderate(made[1]?.id as number, 'fixar')).json()).toMatchObject({ fixado: true })
    const pinned = await page(bruno.token, '?ordem=uteis', id)
    expect(texts(pinned)).toEqual(['Comentário 2', 'Comentário 1', 'Comentário 3'])
    expect(pinned.comentarios.map((c) => c.fixado)).toEqual([true, false, false])
    await moderate(made[1]?.id as number, 'desafixar')
    expect(texts(await page(bruno.token, '', id))[0]).toBe('Comentário 3')

    const second = await page(bruno.token, '?pagina=2', id)
    expect(second).toEqual({ comentarios: [], total: 3, pagina: 2 })
  })

  it('takes a report once per student into the queue, never the author’s own', async () => {
    const comment = await posted(ana.token, 'Comentário que será denunciado')
    await moderate(comment.id, 'aprovar')
    const report = (token: string, motivo?: string) =>
      call('POST', `/geral/discussao/${comment.id}/denuncia`, token, motivo === undefined ? {} : { motivo })
    expect((await report(bruno.token, 'Ofensivo')).statusCode).toBe(200)
    expect((await report(bruno.token, 'De novo')).statusCode).toBe(200)
    expect((await report(ana.token)).statusCode).toBe(422)
    const queue = await call('GET', '/admin/discussao/fila?length=100', manager)
    const row = queue.json().data.find((r: { id: number }) => r.id === comment.id)
    expect(row).toMatchObject({ denuncias: 1, motivos: ['Ofensivo'], status: 'aprovado' })
    // A reported approved comment stays shown until the staff decide.
    expect(texts(await page(bruno.token))).toContain('Comentário que será denunciado')
  })

  it('refuses bad input with pt-BR 422s and unreachable questions with 404s', async () => {
    const long = 'x'.repeat(1501)
    expect((await post(ana.token, long)).json().errors).toEqual({
      texto: ['O comentário deve ter no máximo 1.500 caracteres.'],
    })
    expect((await post(ana.token, 'x'.repeat(1500))).statusCode).toBe(201)
    expect((await post(ana.token, ' \n\u200B ')).json().errors).toEqual({ texto: ['Escreva o comentário.'] })
    const notText = await call('POST', `/geral/pergunta/${questionId}/discussao`, ana.token, { texto: 5 })
    expect(notText.statusCode).toBe(422)
    expect((await discussion(ana.token, '?ordem=melhores')).statusCode).toBe(422)
    expect((await discussion(ana.token, '?pagina=0')).statusCode).toBe(422)
    expect((await call('GET', '/geral/pergunta/abc/discussao', ana.token)).statusCode).toBe(422)
    const report = await call('POST', '/geral/discussao/1/denuncia', ana.token, { motivo: 'x'.repeat(301) })
    expect(report.statusCode).toBe(422)
    // Markup is kept as text: the API never turns it into HTML.
    const markup = await posted(ana.token, '<img src=x onerror=alert(1)> & <b>x</b>')
    expect(markup.texto).toBe('<img src=x onerror=alert(1)> & <b>x</b>')

    expect((await discussion(ana.token, '', 2_000_000)).statusCode).toBe(404)
    // A past exam's question needs access to the course, as in practice.
    const exam = await createExam(suite.t.db, suite.course.id, 'Concurso', 2022)
    const examQuestion = (await suite.question({ examId: exam.id, examNumber: 1 })).id
    expect((await discussion(ana.token, '', examQuestion)).statusCode).toBe(404)
    expect((await post(ana.token, 'Sem acesso', undefined, examQuestion)).statusCode).toBe(404)
    // A question of an open modo-prova mock: its discussion could give the key away until the mock is released.
    const sealed = (await suite.question()).id
    await createMock(suite.t.db, {
      courseId: suite.course.id,
      name: 'Simulado em modo prova',
      opensAt: new Date(suite.now.getTime() - 3_600_000),
      closesAt: new Date(suite.now.getTime() + 86_400_000),
      timeLimitMinutes: null,
      questionIds: [sealed],
      keyMode: 'ao_encerrar',
    })
    expect((await discussion(bruno.token, '', sealed)).statusCode).toBe(404)
    expect((await post(bruno.token, 'A resposta é C', undefined, sealed)).statusCode).toBe(404)
    expect((await call('GET', `/geral/pergunta/${questionId}/discussao`, '')).statusCode).toBe(401)
  })

  it(`refuses the ${DISCUSSION_HOURLY_LIMIT + 1}st comment in an hour, and a blocked author`, async () => {
    const carla = await signUpAndLogin(suite.t.app, { apelido: 'Carlinha' })
    const start = suite.now
    for (let n = 1; n <= DISCUSSION_HOURLY_LIMIT; n++) await posted(carla.token, `Comentário ${n}`)
    const refused = await post(carla.token, 'Mais um')
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Você atingiu o limite de 20 comentários por hora. Tente novamente mais tarde.',
    ])
    suite.now = new Date(start.getTime() + 3_600_000 + 1000)
    await posted(carla.token, 'Uma hora depois')

    const userId = userIdOf(carla.token)
    const block = await call('POST', `/admin/discussao/usuarios/${userId}/bloquear`, manager)
    expect(block.json()).toEqual({ usuario_id: userId, bloqueado: true })
    suite.now = new Date(suite.now.getTime() + 2 * 3_600_000)
    const blocked = await post(carla.token, 'Bloqueada')
    expect([blocked.statusCode, blocked.json().message]).toEqual([
      403,
      'Você foi impedido de comentar nas discussões pela equipe.',
    ])
    await call('POST', `/admin/discussao/usuarios/${userId}/desbloquear`, manager)
    await posted(carla.token, 'Desbloqueada')
  })
})
