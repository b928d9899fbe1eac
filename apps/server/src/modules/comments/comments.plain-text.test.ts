import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { comments, users } from '../../db/schema/index.ts'
import { auth, newStudent, signUpAndLogin } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'

// A comment and its reply are plain text (decisions 0007 and 0023; issue 25): kept exactly as written, markup and
// all, and answered so by every route that returns them. Every client shows them as text (the web's <Text>, a
// native label); none renders them as HTML. An HTML cleaner would change what students write (`x<y e y>z` loses
// `<y e y>`, `&` comes back as `&amp;`) and make nothing safer for a client that shows text.
const suite = practiceSuite('Informática')
let tokens: Awaited<ReturnType<typeof staffTokens>>
beforeAll(async () => {
  tokens = await staffTokens(suite.t)
})

/** POST /criar/comentario on the question, in the file's course, as the student with this token. */
const postComment = (token: string, questionId: number, texto: string) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/v1/geral/modulo/criar/comentario',
    headers: auth(token),
    payload: { texto, pergunta_id: questionId, modulo_id: suite.course.id },
  })

const COMMENT = '<img src=x onerror=alert(1)><script>alert(1)</script><b>ok</b> se x<y e y>z, A & B'
const REPLY = '<svg onload=alert(1)> Use <b> para negrito; "aspas" & x<y'

describe('a comment and its reply, plain text', () => {
  it('are stored and answered exactly as written by every route', async () => {
    const q = await suite.question()
    const student = await signUpAndLogin(suite.t.app)
    const posted = await postComment(student.token, q.id, COMMENT)
    expect(posted.statusCode).toBe(201)
    const [row] = await suite.t.db.select().from(comments).where(eq(comments.questionId, q.id))
    expect(row?.text).toBe(COMMENT)
    const id = row?.id as number

    const staff = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      suite.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(tokens.manager), payload })
    const patched = await staff('PATCH', `/comentarios/${id}`, { resposta: REPLY })
    expect(patched.json()).toMatchObject({ texto: COMMENT, resposta: REPLY })
    const [replied] = await suite.t.db.select().from(comments).where(eq(comments.id, id))
    expect(replied?.replyText).toBe(REPLY)

    const listed = (await staff('GET', `/comentarios?modulo_id=${suite.course.id}`)).json()
    expect(listed.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      texto: COMMENT,
      resposta: REPLY,
    })
    expect((await staff('GET', `/comentarios/${id}`)).json().comentario).toMatchObject({
      texto: COMMENT,
      resposta: REPLY,
    })
    const other = await signUpAndLogin(suite.t.app)
    await postComment(other.token, q.id, 'Outro comentário')
    const [otherRow] = await suite.t.db
      .select()
      .from(comments)
      .where(eq(comments.userId, userIdOf(other.token)))
    expect((await staff('GET', `/comentarios/${otherRow?.id}`)).json().outros_comentarios).toMatchObject([
      { texto: COMMENT, resposta: REPLY },
    ])

    const batch = (await suite.batch(student.token)).json()
    expect(batch.find((item: { id: number }) => item.id === q.id).meu_comentario).toMatchObject({
      texto: COMMENT,
      resposta: REPLY,
    })
    const mine = await suite.t.app.inject({
      url: '/api/v1/profile/meus/comentarios',
      headers: auth(student.token),
    })
    expect(mine.json().data).toMatchObject([{ texto: COMMENT, resposta: REPLY }])
  })
})

// Cleaned as plain text (issue 25): what changes how the text around it is shown without being seen is dropped
// before storing, so no client shows a reversed or padded line, whatever it does with the text.
const RLO = '\u202E'
const ZERO_WIDTH = '\u200B'
const BELL = '\u0007'

describe('plain texts, stored clean', () => {
  it('drop invisible and control characters from a comment and a reply, keeping line breaks', async () => {
    const q = await suite.question()
    const student = await signUpAndLogin(suite.t.app)
    const posted = await postComment(
      student.token,
      q.id,
      `  Alternativa${ZERO_WIDTH} B${RLO}\r\nerrada${BELL}  `,
    )
    expect(posted.statusCode).toBe(201)
    const [row] = await suite.t.db.select().from(comments).where(eq(comments.questionId, q.id))
    expect(row?.text).toBe('Alternativa B\nerrada')

    const patched = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/comentarios/${row?.id}`,
      headers: auth(tokens.manager),
      payload: { resposta: `Corrigido${RLO}.` },
    })
    expect(patched.json()).toMatchObject({ resposta: 'Corrigido.' })
  })

  it('refuse a comment of invisible characters only, as an empty one', async () => {
    const q = await suite.question()
    const student = await signUpAndLogin(suite.t.app)
    const posted = await postComment(student.token, q.id, `${ZERO_WIDTH}${RLO} `)
    expect(posted.statusCode).toBe(422)
    expect(posted.json().errors.texto).toEqual(['Escreva o comentário.'])
  })

  it('drop them from the name and nickname a student signs up with', async () => {
    const { student, token } = await signUpAndLogin(suite.t.app, {
      nome: `Renata${RLO} Alves`,
      apelido: `${ZERO_WIDTH}renata${RLO}nimda`,
    })
    const [row] = await suite.t.db
      .select()
      .from(users)
      .where(eq(users.id, userIdOf(token)))
    expect(row).toMatchObject({ name: 'Renata Alves', nickname: 'renatanimda' })
    expect(student.apelido).not.toBe(row?.nickname)
  })

  // Issue 45: what is left once the format characters go may still show nothing (the zero-width joiner is kept for
  // emoji; Hangul fillers and the braille blank are letters and symbols that draw nothing).
  const BLANK_LOOKING = [
    '\u200D',
    '\u200D \u200D',
    '\u3164\u3164\u3164',
    '\u2800',
    '\u115F\u1160\uFFA0',
    '\u3000\u00A0',
  ]

  it('refuse a comment, a discussion comment or reply, a name or a nickname that only looks blank', async () => {
    const q = await suite.question()
    const student = await signUpAndLogin(suite.t.app)
    const discuss = (texto: string, resposta_a?: number) =>
      suite.t.app.inject({
        method: 'POST',
        url: `/api/v1/geral/pergunta/${q.id}/discussao`,
        headers: auth(student.token),
        payload: { texto, resposta_a },
      })
    const parent = (await discuss('Comentário principal')).json().id as number
    await suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/discussao/${parent}/aprovar`,
      headers: auth(tokens.manager),
    })
    for (const text of BLANK_LOOKING) {
      const refused = [
        await postComment(student.token, q.id, text),
        await discuss(text),
        await discuss(text, parent),
      ]
      for (const res of refused)
        expect([text, res.statusCode, res.json().errors]).toEqual([
          text,
          422,
          { texto: ['Escreva o comentário.'] },
        ])
      const signUp = await suite.t.app.inject({
        method: 'POST',
        url: '/api/v1/cadastro',
        payload: newStudent({ nome: text, apelido: text }),
      })
      expect([text, signUp.statusCode, signUp.json().errors]).toEqual([
        text,
        422,
        { nome: ['O campo nome é obrigatório.'], apelido: ['O campo apelido é obrigatório.'] },
      ])
    }
    expect(await suite.t.db.select().from(comments).where(eq(comments.questionId, q.id))).toEqual([])
    // Something visible beside them is text: an emoji built with the joiner, a nickname with a filler inside.
    expect((await postComment(student.token, q.id, 'dev 👩\u200D💻')).statusCode).toBe(201)
    const reader = await signUpAndLogin(suite.t.app, { apelido: 'Ana\u3164Lu' })
    const [row] = await suite.t.db
      .select()
      .from(users)
      .where(eq(users.id, userIdOf(reader.token)))
    expect(row?.nickname).toBe('Ana\u3164Lu')

    // The staff's reply is refused the same way; a report's blank-looking reason is no reason.
    const [comment] = await suite.t.db.select().from(comments).where(eq(comments.questionId, q.id))
    const reply = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/comentarios/${comment?.id}`,
      headers: auth(tokens.manager),
      payload: { resposta: '\u3164\u200D' },
    })
    expect([reply.statusCode, reply.json().errors]).toEqual([422, { resposta: ['Escreva a resposta.'] }])
    const report = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/geral/discussao/${parent}/denuncia`,
      headers: auth(reader.token),
      payload: { motivo: '\u2800\u200D' },
    })
    expect(report.statusCode).toBe(200)
    const queue = await suite.t.app.inject({
      url: `/api/v1/admin/discussao/fila?length=100&pergunta_id=${q.id}`,
      headers: auth(tokens.manager),
    })
    expect(queue.json().data.find((r: { id: number }) => r.id === parent)).toMatchObject({ motivos: [] })
  })
})
