import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answers } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, createSubject } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { PNG } from '../import/import.test-helpers.ts'

// The question bank in the back office: create (with an image), edit keeping the alternatives' ids, hide, the
// checks, the table and the audit rows; what a student then sees in practice.
const suite = practiceSuite('Português', ['Crase', 'Regência'])
let tokens: Awaited<ReturnType<typeof staffTokens>>

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = tokens.manager) =>
  suite.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })

const body = (overrides: Record<string, unknown> = {}) => ({
  modulo_id: suite.course.id,
  disciplina_id: suite.subject.id,
  assunto_id: suite.subject.topics[0]?.id,
  texto: '<p>Assinale a frase em que a crase está correta.</p>',
  alternativas: [
    { texto: 'Vou à escola.' },
    { texto: 'Vou à pé.' },
    { texto: 'Refiro-me à você.' },
    { texto: 'Cheguei à uma hora.' },
  ],
  correta: 0,
  resumo: '<p>Antes de palavra feminina que admite artigo.</p>',
  tags: ['Crase', 'Artigo definido'],
  ...overrides,
})

const auditOf = async (id: number) =>
  (await call('GET', `/auditoria?entidade=pergunta&registro=${id}`, undefined, tokens.admin)).json().data

describe('creating a question', () => {
  it('lets a Gerente create one with an uploaded image, and a student practises it', async () => {
    tokens = await staffTokens(suite.t)
    const upload = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imagens',
      headers: { ...auth(tokens.manager), 'content-type': 'image/png' },
      payload: PNG,
    })
    expect(upload.statusCode).toBe(201)
    const { url } = upload.json()
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/)

    const texto = `<p>Observe a figura.</p><p><img src="${url}" alt="figura"></p><script>alert(1)</script>`
    const res = await call('POST', '/perguntas', body({ texto, tags: ['Crase', 'Crase', 'Novo conceito'] }))
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      modulo_id: suite.course.id,
      disciplina_id: suite.subject.id,
      texto: `<p>Observe a figura.</p><p><img src="${url}" alt="figura" /></p>`,
      correta: 0,
      status: 'PUBLICADA',
      tags: ['Crase', 'Novo conceito'],
      total_respostas: 0,
      ref: null,
    })
    expect(created.alternativas.map((a: { letra: string }) => a.letra)).toEqual(['A', 'B', 'C', 'D'])
    // The editor's one-paragraph alternative is kept inline; more paragraphs stay as they are.
    const wrapped = await call(
      'POST',
      '/perguntas',
      body({ alternativas: [{ texto: '<p>Vou à <b>escola</b>.</p>' }, { texto: '<p>Um</p><p>Dois</p>' }] }),
    )
    expect(wrapped.json().alternativas.map((a: { texto: string }) => a.texto)).toEqual([
      'Vou à <b>escola</b>.',
      '<p>Um</p><p>Dois</p>',
    ])

    const { token } = await signUpAndLogin(suite.t.app)
    const shown = (await suite.batch(token)).json().find((q: { id: number }) => q.id === created.id)
    expect(shown.texto).toContain(url)
    const answer = await suite.practice(token, {
      pergunta_id: created.id,
      selected: created.alternativas[0].id,
      modulo_id: suite.course.id,
    })
    expect(answer.json()).toMatchObject({
      correta: true,
      tags: [{ descricao: 'Crase' }, { descricao: 'Novo conceito' }],
    })

    const [row] = await auditOf(created.id)
    expect(row).toMatchObject({
      acao: 'criar',
      entidade: 'pergunta',
      antes: null,
      depois: { texto: created.texto },
    })
  })

  it('refuses what is wrong, field by field, in Portuguese', async () => {
    const other = await createCourse(suite.t.db)
    const foreign = await createSubject(suite.t.db, other.id, 'Matemática', ['Frações'])
    const cases: [Record<string, unknown>, string, string][] = [
      [{ alternativas: [{ texto: 'Só uma' }] }, 'alternativas', 'Escreva de 2 a 6 alternativas.'],
      [
        { alternativas: Array.from({ length: 7 }, (_, i) => ({ texto: `${i}` })) },
        'alternativas',
        'Escreva de 2 a 6 alternativas.',
      ],
      [{ correta: 4 }, 'correta', 'Marque uma das alternativas como correta.'],
      [{ correta: 2 ** 31 }, 'correta', 'Marque uma das alternativas como correta.'],
      [{ texto: '<p><br></p>' }, 'texto', 'Escreva o enunciado.'],
      [{ texto: '<script>alert(1)</script>' }, 'texto', 'Escreva o enunciado.'],
      [
        { alternativas: [{ texto: 'A' }, { texto: ' ' }] },
        'alternativas.1.texto',
        'Escreva o texto da alternativa.',
      ],
      [{ disciplina_id: foreign.id }, 'disciplina_id', 'Escolha uma disciplina do curso.'],
      [{ assunto_id: foreign.topics[0]?.id }, 'assunto_id', 'Escolha um assunto da disciplina.'],
      [{ status: 'APAGADA' }, 'status', 'Situação inválida: use PUBLICADA, OCULTA ou ANULADA.'],
      [{ tags: ['x'.repeat(301)] }, 'tags.0', 'Um conceito deve ter no máximo 300 caracteres.'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await call('POST', '/perguntas', body(overrides))
      expect([field, res.statusCode, res.json().errors?.[field]?.[0]]).toEqual([field, 422, message])
    }
  })
})

describe('editing a question', () => {
  it('keeps the ids of the alternatives sent back, adds and removes the others when nobody answered them', async () => {
    const q = (await call('POST', '/perguntas', body())).json()
    const [a, b, c] = q.alternativas
    const res = await call('PATCH', `/perguntas/${q.id}`, {
      alternativas: [
        { id: c.id, texto: 'Refiro-me a você.' },
        { texto: 'Nova' },
        { id: a.id, texto: a.texto },
      ],
      correta: 2,
      assunto_id: null,
    })
    expect(res.statusCode).toBe(200)
    const after = res.json()
    expect(after.alternativas.map((x: { id: number }) => x.id).slice(0, 1)).toEqual([c.id])
    expect(after.alternativas[2].id).toBe(a.id)
    expect(after.alternativas.map((x: { letra: string; texto: string }) => `${x.letra} ${x.texto}`)).toEqual([
      'A Refiro-me a você.',
      'B Nova',
      'C Vou à escola.',
    ])
    expect(after.correta).toBe(2)
    expect(after.assunto_id).toBeNull()
    expect(after.alternativas.map((x: { id: number }) => x.id)).not.toContain(b.id)
    const [row] = await auditOf(q.id)
    expect(row).toMatchObject({ acao: 'alterar', antes: { correta: 0 }, depois: { correta: 2 } })
  })

  it('keeps an answered question whole: ids kept, answered alternatives stay, a new key rescores its answers', async () => {
    const q = (await call('POST', '/perguntas', body())).json()
    const { token } = await signUpAndLogin(suite.t.app)
    await suite.practice(token, {
      pergunta_id: q.id,
      selected: q.alternativas[1].id,
      modulo_id: suite.course.id,
    })
    const same = q.alternativas.map((a: { id: number; texto: string }) => ({
      id: a.id,
      texto: `${a.texto}!`,
    }))

    const edited = await call('PATCH', `/perguntas/${q.id}`, {
      alternativas: same,
      correta: 0,
      texto: '<p>Novo</p>',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().alternativas.map((a: { id: number }) => a.id)).toEqual(
      same.map((a: { id: number }) => a.id),
    )
    expect(edited.json().alternativas[1].respostas).toBe(1)
    expect(edited.json().total_respostas).toBe(1)

    const dropAnswered = await call('PATCH', `/perguntas/${q.id}`, {
      alternativas: [same[0], same[2], same[3]],
      correta: 0,
    })
    expect(dropAnswered.statusCode).toBe(409)
    expect(dropAnswered.json().message).toBe(
      'A alternativa B já foi respondida e não pode ser removida; altere o texto dela.',
    )
    // One nobody chose can still go.
    expect(
      (await call('PATCH', `/perguntas/${q.id}`, { alternativas: same.slice(0, 3), correta: 0 })).statusCode,
    ).toBe(200)

    // A new key rescores the answers (decision 0021): the student's B becomes right.
    const hits = async () =>
      (
        await suite.t.db
          .select({ correct: answers.correct })
          .from(answers)
          .where(eq(answers.questionId, q.id))
      ).map((a) => a.correct)
    expect(await hits()).toEqual([false])
    const key = await call('PATCH', `/perguntas/${q.id}`, { correta: 1 })
    expect([key.statusCode, key.json().correta]).toEqual([200, 1])
    expect(await hits()).toEqual([true])
    const actions = (await auditOf(q.id)).map((r: { acao: string }) => r.acao)
    expect(actions.slice(0, 2)).toEqual(['alterar', 'alterar_gabarito'])

    // Annulled, then hidden instead: the rescoring takes the annulment back and the question stays hidden.
    expect((await call('PATCH', `/perguntas/${q.id}`, { status: 'ANULADA' })).json().status).toBe('ANULADA')
    expect((await call('PATCH', `/perguntas/${q.id}`, { status: 'OCULTA' })).json()).toMatchObject({
      status: 'OCULTA',
      correta: 1,
    })
  })

  it('hides a question: it leaves practice and the log says so', async () => {
    const q = (await call('POST', '/perguntas', body())).json()
    const res = await call('PATCH', `/perguntas/${q.id}`, { status: 'OCULTA' })
    expect(res.json().status).toBe('OCULTA')
    const { token } = await signUpAndLogin(suite.t.app)
    const ids = (await suite.batch(token)).json().map((x: { id: number }) => x.id)
    expect(ids).not.toContain(q.id)
    expect((await auditOf(q.id))[0]).toMatchObject({ acao: 'ocultar', antes: { status: 'PUBLICADA' } })
    // Annulled with no answers yet: a plain status change, also out of practice.
    expect((await call('PATCH', `/perguntas/${q.id}`, { status: 'ANULADA' })).json().status).toBe('ANULADA')
  })

  it('refuses ids of other questions, a move to another course, and answers 404 for no question', async () => {
    const q = (await call('POST', '/perguntas', body())).json()
    const other = (await call('POST', '/perguntas', body())).json()
    const foreign = await call('PATCH', `/perguntas/${q.id}`, {
      alternativas: [{ id: other.alternativas[0].id, texto: 'x' }, { texto: 'y' }],
      correta: 0,
    })
    expect(foreign.json().errors).toEqual({ 'alternativas.0.id': ['Esta alternativa não é desta questão.'] })
    const moved = await call('PATCH', `/perguntas/${q.id}`, { modulo_id: q.modulo_id + 1000 })
    expect(moved.statusCode).toBe(422)
    expect((await call('GET', '/perguntas/999999')).statusCode).toBe(404)
    expect((await call('PATCH', '/perguntas/999999', { status: 'OCULTA' })).statusCode).toBe(404)
  })
})

describe('the question table', () => {
  it('filters by subject, topic, status and searches the statement', async () => {
    const marked = (
      await call('POST', '/perguntas', body({ texto: '<p>Questão sobre regência verbal</p>' }))
    ).json()
    await call('PATCH', `/perguntas/${marked.id}`, {
      assunto_id: suite.subject.topics[1]?.id,
      status: 'OCULTA',
    })
    const table = (query: string) => call('GET', `/perguntas?modulo_id=${suite.course.id}&${query}`)
    const page = (await table('search[value]=REGENCIA&length=12')).json()
    expect(page.recordsFiltered).toBe(1)
    expect(page.data[0]).toMatchObject({
      id: marked.id,
      texto: 'Questão sobre regência verbal',
      disciplina: { id: suite.subject.id, nome: 'Português' },
      assunto: { nome: 'Regência' },
      status: 'OCULTA',
    })
    expect((await table(`assunto_id=${suite.subject.topics[1]?.id}`)).json().recordsTotal).toBe(1)
    const hidden = (await table('status=OCULTA&length=-1')).json().data.map((r: { id: number }) => r.id)
    expect(hidden).toContain(marked.id)
    expect(
      (await table(`search[value]=${marked.id}`)).json().data.map((r: { id: number }) => r.id),
    ).toContain(marked.id)
    expect((await call('GET', '/perguntas')).statusCode).toBe(422)
    expect((await call('GET', '/perguntas?modulo_id=1', undefined, tokens.student)).statusCode).toBe(403)
  })
})
