import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { comments } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, createSubject, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'

// Comment moderation (decision 0023): the staff table and its filters, a reply and status changes (audited), and
// what the student reads of it afterwards, in practice and in "Meus comentários".
const suite = practiceSuite('Português')
let tokens: Awaited<ReturnType<typeof staffTokens>>

const admin = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
  suite.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const comment = (token: string, questionId: number, texto: string, courseId = suite.course.id) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/v1/geral/modulo/criar/comentario',
    headers: auth(token),
    payload: { texto, pergunta_id: questionId, modulo_id: courseId },
  })
const commentId = async (token: string, questionId: number) => {
  const [row] = await suite.t.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.questionId, questionId), eq(comments.userId, userIdOf(token))))
  return row?.id as number
}
const list = async (query: string) => {
  const res = await admin('GET', `/comentarios?${query}`, tokens.manager)
  expect(res.statusCode).toBe(200)
  return res.json()
}

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
})

describe('comments in the back office', () => {
  it('lists comments by course, subject, status and São Paulo day, newest first, with search', async () => {
    const other = await createCourse(suite.t.db, { name: 'Curso EEAR' })
    const otherSubject = await createSubject(suite.t.db, other.id, 'Física')
    const q1 = await suite.question({ text: '<p>Qual é o <b>sujeito</b> da oração?</p>' })
    const q2 = await suite.question({ courseId: other.id, subjectId: otherSubject.id })
    const ana = await signUpAndLogin(suite.t.app)
    expect((await comment(ana.token, q1.id, 'O gabarito está errado: é a letra C.')).statusCode).toBe(201)
    expect((await comment(ana.token, q2.id, 'Faltou a unidade na alternativa B.', other.id)).statusCode).toBe(
      201,
    )
    // Written on 10/11 at 23:30 and 11/11 at 00:30 in São Paulo: two different days there, one in UTC.
    await suite.t.db
      .update(comments)
      .set({ createdAt: new Date('2026-11-11T02:30:00Z') })
      .where(eq(comments.questionId, q1.id))
    await suite.t.db
      .update(comments)
      .set({ createdAt: new Date('2026-11-11T03:30:00Z') })
      .where(eq(comments.questionId, q2.id))

    const mine = await list(`modulo_id=${suite.course.id}&disciplina_id=${suite.subject.id}`)
    expect(mine.data.map((r: { texto: string }) => r.texto)).toContain('O gabarito está errado: é a letra C.')
    expect(mine.data.every((r: { modulo: { id: number } }) => r.modulo.id === suite.course.id)).toBe(true)
    const row = mine.data.find((r: { pergunta: { id: number } }) => r.pergunta.id === q1.id)
    expect(row).toMatchObject({
      status: 'Criada',
      usuario: { id: userIdOf(ana.token), nome: 'Maria Aparecida Souza' },
      modulo: { id: suite.course.id },
      pergunta: { id: q1.id, texto: 'Qual é o sujeito da oração?', disciplina: { id: suite.subject.id } },
      resposta: null,
      respondido_em: null,
      respondido_por: null,
    })

    expect((await list(`modulo_id=${other.id}`)).data).toHaveLength(1)
    expect((await list(`disciplina_id=${otherSubject.id}`)).data[0].pergunta.id).toBe(q2.id)
    const day10 = await list('de=2026-11-10&ate=2026-11-10')
    expect(day10.data.map((r: { pergunta: { id: number } }) => r.pergunta.id)).toEqual([q1.id])
    const both = await list('de=2026-11-10&ate=2026-11-11')
    expect(both.data.map((r: { pergunta: { id: number } }) => r.pergunta.id)).toEqual([q2.id, q1.id])
    expect((await list('search[value]=unidade')).data.map((r: { texto: string }) => r.texto)).toEqual([
      'Faltou a unidade na alternativa B.',
    ])
    expect((await list('status=Respondida&de=2026-11-10&ate=2026-11-11')).data).toEqual([])

    const bad = await admin('GET', '/comentarios?status=Aprovada&de=2026-02-30', tokens.manager)
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.status).toEqual([
      'Situação inválida: use Criada, Em análise, Respondida ou Arquivada.',
    ])
    const inverted = await admin('GET', '/comentarios?de=2026-11-11&ate=2026-11-10', tokens.manager)
    expect(inverted.json().errors).toEqual({ ate: ['A data final deve ser igual ou posterior à inicial.'] })
    expect((await admin('GET', '/comentarios?de=2026-02-30', tokens.manager)).json().errors).toEqual({
      de: ['Data inicial inválida.'],
    })
  })

  it('opens a comment beside its question with the key and the other comments; 404 for an unknown one', async () => {
    const q = await suite.question({ alternatives: ['Sim', 'Não', 'Talvez'], correct: 1 })
    const first = await signUpAndLogin(suite.t.app)
    const second = await signUpAndLogin(suite.t.app)
    await comment(first.token, q.id, 'Primeiro comentário.')
    await comment(second.token, q.id, 'Segundo comentário.')
    const res = await admin('GET', `/comentarios/${await commentId(first.token, q.id)}`, tokens.manager)
    expect(res.statusCode).toBe(200)
    const detail = res.json()
    expect(detail.comentario.texto).toBe('Primeiro comentário.')
    expect(detail.pergunta).toMatchObject({ id: q.id, correta: 1 })
    expect(detail.pergunta.alternativas.map((a: { texto: string }) => a.texto)).toEqual([
      'Sim',
      'Não',
      'Talvez',
    ])
    expect(detail.outros_comentarios.map((c: { texto: string }) => c.texto)).toEqual(['Segundo comentário.'])
    for (const [method, payload] of [['GET'], ['PATCH', { status: 'Arquivada' }]] as const) {
      const missing = await admin(method, '/comentarios/999999', tokens.admin, payload)
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Comentário não encontrado.' }])
    }
  })

  it('replies (Respondida, who and when), changes the status, audits each change and refuses bad input', async () => {
    const q = await suite.question()
    const student = await signUpAndLogin(suite.t.app)
    await comment(student.token, q.id, 'Não entendi a explicação.')
    const id = await commentId(student.token, q.id)
    const patch = (payload: object, token = tokens.manager) =>
      admin('PATCH', `/comentarios/${id}`, token, payload)

    const bad = [
      [{}, { status: ['Informe a situação ou a resposta.'] }],
      [
        { status: 'Aprovada' },
        { status: ['Situação inválida: use Criada, Em análise, Respondida ou Arquivada.'] },
      ],
      [{ resposta: '   ' }, { resposta: ['Escreva a resposta.'] }],
      [{ resposta: 'x'.repeat(5001) }, { resposta: ['A resposta deve ter no máximo 5.000 caracteres.'] }],
      [
        { status: 'Respondida' },
        { resposta: ['Escreva a resposta para marcar o comentário como Respondida.'] },
      ],
    ] as const
    for (const [payload, errors] of bad) {
      const res = await patch(payload)
      expect([res.statusCode, res.json().errors]).toEqual([422, errors])
    }

    const underAnalysis = await patch({ status: 'Em análise' })
    expect(underAnalysis.json()).toMatchObject({ status: 'Em análise', resposta: null })
    suite.now = new Date('2026-11-21T15:00:00Z')
    const replied = await patch({ resposta: '  A alternativa B está certa: veja o art. 5º.  ' })
    suite.now = new Date('2026-11-20T17:30:00Z')
    expect(replied.statusCode).toBe(200)
    expect(replied.json()).toMatchObject({
      status: 'Respondida',
      resposta: 'A alternativa B está certa: veja o art. 5º.',
      respondido_em: '2026-11-21T15:00:00.000Z',
      respondido_por: { id: userIdOf(tokens.manager) },
      atualizado_em: '2026-11-21T15:00:00.000Z',
    })
    const archived = await patch({ status: 'Arquivada' }, tokens.admin)
    expect(archived.json()).toMatchObject({
      status: 'Arquivada',
      resposta: 'A alternativa B está certa: veja o art. 5º.',
    })
    // Nothing changes, nothing is logged.
    expect((await patch({ status: 'Arquivada' }, tokens.admin)).statusCode).toBe(200)

    const log = await admin('GET', `/auditoria?entidade=comentario&registro=${id}`, tokens.admin)
    expect(
      log
        .json()
        .data.map((r: { acao: string; antes: unknown; depois: unknown }) => [r.acao, r.antes, r.depois]),
    ).toEqual([
      [
        'alterar',
        { status: 'Respondida', resposta: 'A alternativa B está certa: veja o art. 5º.' },
        { status: 'Arquivada', resposta: 'A alternativa B está certa: veja o art. 5º.' },
      ],
      [
        'responder',
        { status: 'Em análise', resposta: null },
        { status: 'Respondida', resposta: 'A alternativa B está certa: veja o art. 5º.' },
      ],
      ['alterar', { status: 'Criada', resposta: null }, { status: 'Em análise', resposta: null }],
    ])
  })

  it("shows the student their reply on the question in practice and in Meus comentários, never another student's", async () => {
    const q = await suite.question()
    const author = await signUpAndLogin(suite.t.app)
    const other = await signUpAndLogin(suite.t.app)
    await comment(author.token, q.id, 'A letra A não tem acento?')
    await comment(other.token, q.id, 'Comentário de outra pessoa.')
    const id = await commentId(author.token, q.id)
    await admin('PATCH', `/comentarios/${id}`, tokens.manager, {
      resposta: 'Tem sim: corrigimos o enunciado.',
    })

    // The author's answered comment, as the question in practice and Meus comentários both show it.
    const answered = {
      id,
      texto: 'A letra A não tem acento?',
      status: 'Respondida',
      data: expect.any(String),
      resposta: 'Tem sim: corrigimos o enunciado.',
      respondido_em: expect.any(String),
    }
    const seen = async (token: string) =>
      (await suite.batch(token)).json().find((item: { id: number }) => item.id === q.id)
    expect((await seen(author.token)).meu_comentario).toEqual(answered)
    expect((await seen(other.token)).meu_comentario).toMatchObject({
      texto: 'Comentário de outra pessoa.',
      status: 'Criada',
      resposta: null,
    })
    const stranger = await signUpAndLogin(suite.t.app)
    expect((await seen(stranger.token)).meu_comentario).toBeNull()

    const mine = async (token: string, query = '') =>
      (
        await suite.t.app.inject({ url: `/api/v1/profile/meus/comentarios${query}`, headers: auth(token) })
      ).json()
    const page = await mine(author.token)
    expect(page.recordsTotal).toBe(1)
    expect(page.data).toEqual([
      {
        ...answered,
        modulo: { id: suite.course.id, nome: suite.course.name },
        pergunta: { id: q.id, texto: expect.stringContaining('Enunciado da questão') },
      },
    ])
    expect((await mine(other.token)).data.map((r: { texto: string }) => r.texto)).toEqual([
      'Comentário de outra pessoa.',
    ])
    expect((await mine(author.token, '?search[value]=outra')).data).toEqual([])
    expect((await mine(stranger.token)).recordsTotal).toBe(0)
    expect((await suite.t.app.inject({ url: '/api/v1/profile/meus/comentarios' })).statusCode).toBe(401)
  })
})
