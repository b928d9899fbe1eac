import type { DiscussionComment, DiscussionQueueRow } from '@gabarito/core/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { discussionComments } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'

// The discussion's moderation queue (issue 31): pending and reported comments, oldest first, with the author's
// name for the staff only; approve, hide, pin and block, each audited; a 403 for a student on every staff call.
const suite = practiceSuite('Raciocínio Lógico')
let tokens: Awaited<ReturnType<typeof staffTokens>>
let questionId: number

const call = (method: string, url: string, token: string, payload?: object) =>
  suite.t.app.inject({ method: method as 'POST', url: `/api/v1${url}`, headers: auth(token), payload })
const post = async (token: string, texto: string, respostaA?: number) => {
  const res = await call('POST', `/geral/pergunta/${questionId}/discussao`, token, {
    texto,
    resposta_a: respostaA,
  })
  expect(res.statusCode).toBe(201)
  return res.json<DiscussionComment>()
}
const queue = async (query = '') => {
  const res = await call('GET', `/admin/discussao/fila?length=100${query}`, tokens.manager)
  expect(res.statusCode).toBe(200)
  return res.json<{ recordsTotal: number; data: DiscussionQueueRow[] }>()
}

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
  questionId = (await suite.question()).id
})

describe('the discussion’s moderation queue', () => {
  it('lists pending and reported comments oldest first, with the author’s name, until the staff decide', async () => {
    const ana = await signUpAndLogin(suite.t.app, { nome: 'Ana Clara Moderada', apelido: 'Clarinha' })
    const bruno = await signUpAndLogin(suite.t.app, { apelido: 'Bruno' })
    const first = await post(ana.token, 'Primeiro comentário')
    suite.now = new Date(suite.now.getTime() + 60_000)
    const second = await post(ana.token, 'Segundo comentário')
    const listed = await queue()
    expect(listed.data.map((r) => r.texto)).toEqual(['Primeiro comentário', 'Segundo comentário'])
    expect(listed.data[0]).toMatchObject({
      id: first.id,
      pergunta_id: questionId,
      resposta_a: null,
      status: 'pendente',
      denuncias: 0,
      motivos: [],
      autor: { id: userIdOf(ana.token), apelido: 'Clarinha', nome: 'Ana Clara Moderada', bloqueado: false },
    })
    expect((await queue('&search[value]=segundo')).data.map((r) => r.id)).toEqual([second.id])

    const approved = await call('POST', `/admin/discussao/${first.id}/aprovar`, tokens.manager)
    expect(approved.json()).toEqual({ id: first.id, status: 'aprovado', fixado: false, denuncias: 0 })
    expect((await queue()).data.map((r) => r.id)).toEqual([second.id])

    // A report brings an approved comment back, with its reason; approving again clears it.
    await call('POST', `/geral/discussao/${first.id}/denuncia`, bruno.token, { motivo: 'Spam <b>aqui</b>' })
    const reported = (await queue()).data.find((r) => r.id === first.id)
    expect(reported).toMatchObject({ status: 'aprovado', denuncias: 1, motivos: ['Spam <b>aqui</b>'] })
    await call('POST', `/admin/discussao/${first.id}/aprovar`, tokens.admin)
    expect((await queue()).data.map((r) => r.id)).toEqual([second.id])

    await call('POST', `/admin/discussao/${second.id}/ocultar`, tokens.manager)
    expect((await queue()).recordsTotal).toBe(0)
    // One question's comments, whatever their status: the staff pin or hide one already approved from there.
    const other = (await suite.question()).id
    await call('POST', `/geral/pergunta/${other}/discussao`, ana.token, { texto: 'Em outra questão' })
    const all = await queue(`&pergunta_id=${questionId}`)
    expect(all.data.map((r) => [r.id, r.status])).toEqual([
      [first.id, 'aprovado'],
      [second.id, 'oculto'],
    ])
    const bad = await call('GET', '/admin/discussao/fila?pergunta_id=abc', tokens.manager)
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'Questão inválida.'])

    const log = await call(
      'GET',
      `/admin/auditoria?entidade=comentario_discussao&registro=${first.id}`,
      tokens.admin,
    )
    expect(log.json().data.map((r: { acao: string; depois: unknown }) => [r.acao, r.depois])).toEqual([
      ['aprovar', { status: 'aprovado', fixado: false, denuncias: 0 }],
      ['aprovar', { status: 'aprovado', fixado: false, denuncias: 0 }],
    ])
  })

  it('pins a top-level comment (approving a pending one), never a reply or a hidden one, and blocks an author (audited)', async () => {
    const ana = await signUpAndLogin(suite.t.app, { apelido: 'Ana' })
    const bruno = await signUpAndLogin(suite.t.app)
    const pin = (id: number) => call('POST', `/admin/discussao/${id}/fixar`, tokens.manager)
    // Pinning a pending comment approves it; a hidden one must be approved first.
    const top = await post(ana.token, 'Comentário principal')
    expect((await pin(top.id)).json()).toEqual({ id: top.id, status: 'aprovado', fixado: true, denuncias: 0 })
    expect((await queue()).data.map((r) => r.id)).not.toContain(top.id)
    const hidden = await post(ana.token, 'Comentário que será ocultado')
    await call('POST', `/admin/discussao/${hidden.id}/ocultar`, tokens.manager)
    const refused = await pin(hidden.id)
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      'Um comentário oculto não pode ser fixado: aprove-o antes.',
    ])
    const reply = await post(bruno.token, 'Uma resposta', top.id)
    await call('POST', `/admin/discussao/${reply.id}/aprovar`, tokens.manager)
    expect((await pin(reply.id)).statusCode).toBe(422)
    const unpinned = await call('POST', `/admin/discussao/${top.id}/desafixar`, tokens.manager)
    expect(unpinned.json()).toMatchObject({ status: 'aprovado', fixado: false })
    expect((await call('POST', '/admin/discussao/2000000/fixar', tokens.manager)).statusCode).toBe(404)

    const anaId = userIdOf(ana.token)
    const blocked = await call('POST', `/admin/discussao/usuarios/${anaId}/bloquear`, tokens.manager)
    expect(blocked.json()).toEqual({ usuario_id: anaId, bloqueado: true })
    expect(
      (await call('POST', `/admin/discussao/usuarios/${anaId}/bloquear`, tokens.manager)).statusCode,
    ).toBe(200)
    const blockedPost = await call('POST', `/geral/pergunta/${questionId}/discussao`, ana.token, {
      texto: 'Oi',
    })
    expect(blockedPost.statusCode).toBe(403)
    expect(
      (await call('POST', '/admin/discussao/usuarios/2000000/bloquear', tokens.manager)).statusCode,
    ).toBe(404)
    const log = await call(
      'GET',
      `/admin/auditoria?entidade=usuario_discussao&registro=${anaId}`,
      tokens.admin,
    )
    expect(log.json().data.map((r: { acao: string }) => r.acao)).toEqual(['bloquear'])
  })

  it('stops a blocked student’s votes and reports (403), and every vote and report under a hidden comment (404)', async () => {
    const ana = await signUpAndLogin(suite.t.app)
    const bruno = await signUpAndLogin(suite.t.app)
    const approved = async (texto: string, respostaA?: number) => {
      const comment = await post(ana.token, texto, respostaA)
      await call('POST', `/admin/discussao/${comment.id}/aprovar`, tokens.manager)
      return comment
    }
    const top = await approved('Comentário que será ocultado depois')
    const reply = await approved('Resposta aprovada', top.id)
    const acts = (id: number) => [
      ['POST', `/geral/discussao/${id}/util`],
      ['DELETE', `/geral/discussao/${id}/util`],
      ['POST', `/geral/discussao/${id}/denuncia`],
    ]
    const answers = async (token: string, id: number) => {
      const out: [string, number, string][] = []
      for (const [method, url] of acts(id)) {
        const res = await call(method as string, url as string, token, {})
        out.push([`${method} ${url}`, res.statusCode, res.json().message])
      }
      return out
    }

    const brunoId = userIdOf(bruno.token)
    await call('POST', `/admin/discussao/usuarios/${brunoId}/bloquear`, tokens.manager)
    const blocked = 'Você foi impedido de comentar nas discussões pela equipe.'
    for (const { id } of [top, reply])
      expect(await answers(bruno.token, id)).toEqual(
        acts(id).map(([method, url]) => [`${method} ${url}`, 403, blocked]),
      )
    await call('POST', `/admin/discussao/usuarios/${brunoId}/desbloquear`, tokens.manager)
    expect((await call('POST', `/geral/discussao/${reply.id}/util`, bruno.token)).json()).toEqual({
      uteis: 1,
      votei: true,
    })

    await call('POST', `/admin/discussao/${top.id}/ocultar`, tokens.manager)
    const gone = 'Comentário não encontrado.'
    for (const { id } of [top, reply])
      expect(await answers(bruno.token, id)).toEqual(
        acts(id).map(([method, url]) => [`${method} ${url}`, 404, gone]),
      )
    const [row] = await suite.t.db
      .select({ useful: discussionComments.useful, reports: discussionComments.reports })
      .from(discussionComments)
      .where(eq(discussionComments.id, reply.id))
    expect(row).toEqual({ useful: 1, reports: 0 })
  })

  it('answers 403 to a student on every staff call, and changes nothing', async () => {
    const ana = await signUpAndLogin(suite.t.app)
    const comment = await post(ana.token, 'Aguardando moderação')
    const urls = [
      ['GET', '/admin/discussao/fila'],
      ...['aprovar', 'ocultar', 'fixar', 'desafixar'].map((a) => [
        'POST',
        `/admin/discussao/${comment.id}/${a}`,
      ]),
      ['POST', `/admin/discussao/usuarios/${userIdOf(ana.token)}/bloquear`],
      ['POST', `/admin/discussao/usuarios/${userIdOf(ana.token)}/desbloquear`],
    ] as const
    for (const token of [tokens.student, ana.token])
      for (const [method, url] of urls)
        expect([url, (await call(method, url, token)).statusCode]).toEqual([url, 403])
    expect((await queue()).data.find((r) => r.id === comment.id)?.status).toBe('pendente')
  })
})
