import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { notebooks, questions } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import {
  createCourse,
  createQuestion,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'

// The student's cadernos (issue 31): saved filters and lists, their counts and batches, the limits, and nobody
// else's.
const suite = practiceSuite('Português')
type Question = Awaited<ReturnType<typeof suite.question>>
const made: Question[] = []
let pro: string

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url: `/api/v1/geral/modulo/${suite.course.id}/cadernos${path}`,
    headers: auth(token),
    payload,
  })
const batchIds = async (token: string, id: number) => {
  const response = await call(token, 'GET', `/${id}/perguntas`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { id: number }[]).map((q) => q.id).sort((a, b) => a - b)
}

beforeAll(async () => {
  for (let i = 0; i < 6; i++) {
    const q = await suite.question()
    await suite.t.db
      .update(questions)
      .set({ banca: i < 3 ? 'Cebraspe' : 'FGV', year: 2018 + i })
      .where(eq(questions.id, q.id))
    made.push(q)
  }
  pro = (await signUpAndLogin(suite.t.app)).token
  await grantPlan(suite.t.db, userIdOf(pro), UNLIMITED, new Date('2027-11-20T00:00:00Z'))
})

describe('cadernos', () => {
  it('saves a filter under a name, counts and practises it, renames and deletes it', async () => {
    const created = await call(pro, 'POST', '', {
      nome: 'Cebraspe recente',
      filtro: { banca: ['Cebraspe'], ano_de: 2019 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const notebook = created.json()
    expect(notebook).toMatchObject({ nome: 'Cebraspe recente', tipo: 'filtro', total: 2 })
    expect(await batchIds(pro, notebook.id)).toEqual([made[1]?.id, made[2]?.id])

    expect((await call(pro, 'POST', '', { nome: 'cebraspe RECENTE' })).json().errors.nome).toEqual([
      'Você já tem um caderno com esse nome.',
    ])
    const renamed = await call(pro, 'PATCH', `/${notebook.id}`, { nome: 'Cebraspe 2019+' })
    expect(renamed.json()).toMatchObject({ id: notebook.id, nome: 'Cebraspe 2019+' })
    expect((await call(pro, 'GET', '')).json().map((n: { nome: string }) => n.nome)).toContain(
      'Cebraspe 2019+',
    )
    expect((await call(pro, 'DELETE', `/${notebook.id}`)).statusCode).toBe(200)
    expect((await call(pro, 'GET', `/${notebook.id}/perguntas`)).statusCode).toBe(404)
  })

  it('saves a filter on subjects whose ids the JSON body sends as numbers, and names a wrong one (issue 47)', async () => {
    const created = await call(pro, 'POST', '', {
      nome: 'Português inteiro',
      filtro: { disciplina_id: [suite.subject.id], ano_de: 2018 },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ tipo: 'filtro', total: made.length })
    expect(await batchIds(pro, created.json().id)).toEqual(made.map((q) => q.id).sort((a, b) => a - b))
    const wrong = await call(pro, 'POST', '', {
      nome: 'Errado',
      filtro: { disciplina_id: [-1], assunto_id: [0] },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({
      'filtro.disciplina_id.0': ['Disciplina inválida.'],
      'filtro.assunto_id.0': ['Assunto inválido.'],
    })
  })

  it('keeps a list of questions saved from the card, once each, and serves the unseen first', async () => {
    const list = (await call(pro, 'POST', '', { nome: 'Revisar' })).json()
    expect(list).toMatchObject({ tipo: 'lista', total: 0, filtro: null })
    for (const q of [made[0], made[3], made[3], made[4]]) {
      const added = await call(pro, 'POST', `/${list.id}/questoes`, { pergunta_id: q?.id })
      expect(added.statusCode, added.body).toBe(200)
    }
    expect((await call(pro, 'GET', '')).json().find((n: { id: number }) => n.id === list.id).total).toBe(3)
    expect((await suite.answer(pro, made[3] as Question, 1)).statusCode).toBe(200)
    const batch = (await call(pro, 'GET', `/${list.id}/perguntas`)).json().map((q: { id: number }) => q.id)
    expect(batch).toHaveLength(3)
    expect(batch[2]).toBe(made[3]?.id)
    const removed = await call(pro, 'DELETE', `/${list.id}/questoes/${made[0]?.id}`)
    expect(removed.json().total).toBe(2)
    expect(await batchIds(pro, list.id)).toEqual([made[3]?.id, made[4]?.id])
  })

  it('holds at most 2,000 questions a caderno and 50 cadernos a student, with pt-BR 422s', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    const list = (await call(token, 'POST', '', { nome: 'Cheio' })).json()
    await suite.t.db.update(notebooks).set({ questionCount: 1999 }).where(eq(notebooks.id, list.id))
    expect((await call(token, 'POST', `/${list.id}/questoes`, { pergunta_id: made[0]?.id })).statusCode).toBe(
      200,
    )
    const full = await call(token, 'POST', `/${list.id}/questoes`, { pergunta_id: made[1]?.id })
    expect(full.statusCode).toBe(422)
    expect(full.json().errors.pergunta_id[0]).toMatch(/no máximo 2\.000 questões/)
    expect((await call(token, 'GET', '')).json()[0].total).toBe(2000)

    for (let i = 1; i < 50; i++)
      expect((await call(token, 'POST', '', { nome: `Caderno ${i}` })).statusCode).toBe(201)
    const past = await call(token, 'POST', '', { nome: 'Mais um' })
    expect(past.statusCode).toBe(422)
    expect(past.json().errors.nome).toEqual(['Você já tem 50 cadernos. Exclua um para criar outro.'])
  })

  it('keeps saved filters PRO, lists open to all, and refuses what does not fit', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    expect((await call(token, 'POST', '', { nome: 'Filtro', filtro: { banca: ['FGV'] } })).statusCode).toBe(
      423,
    )
    const list = await call(token, 'POST', '', { nome: 'Minha lista' })
    expect(list.statusCode).toBe(201)
    const filter = (await call(pro, 'POST', '', { nome: 'Só FGV', filtro: { banca: ['FGV'] } })).json()
    const intoFilter = await call(pro, 'POST', `/${filter.id}/questoes`, { pergunta_id: made[0]?.id })
    expect(intoFilter.statusCode).toBe(422)
    const course = await createCourse(suite.t.db)
    const subject = await createSubject(suite.t.db, course.id, 'Direito')
    const foreign = await createQuestion(suite.t.db, { courseId: course.id, subjectId: subject.id })
    const mine = (await call(pro, 'POST', '', { nome: 'Lista PRO' })).json()
    expect((await call(pro, 'POST', `/${mine.id}/questoes`, { pergunta_id: foreign.id })).statusCode).toBe(
      404,
    )
    expect((await call(pro, 'POST', '', { nome: '' })).json().errors.nome).toEqual(['Dê um nome ao caderno.'])
    expect((await call(pro, 'POST', '', { nome: 'x', filtro: { nivel: ['alto'] } })).statusCode).toBe(422)
  })

  it('shows nobody else’s caderno: another student gets a 404 on each call', async () => {
    const list = (await call(pro, 'POST', '', { nome: 'Particular' })).json()
    await call(pro, 'POST', `/${list.id}/questoes`, { pergunta_id: made[0]?.id })
    const { token } = await signUpAndLogin(suite.t.app)
    const calls = [
      call(token, 'GET', `/${list.id}/perguntas`),
      call(token, 'PATCH', `/${list.id}`, { nome: 'Meu' }),
      call(token, 'DELETE', `/${list.id}`),
      call(token, 'POST', `/${list.id}/questoes`, { pergunta_id: made[1]?.id }),
      call(token, 'DELETE', `/${list.id}/questoes/${made[0]?.id}`),
    ]
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404)
    expect((await call(token, 'GET', '')).json()).toEqual([])
    expect((await call(pro, 'GET', '')).json().find((n: { id: number }) => n.id === list.id)).toMatchObject({
      nome: 'Particular',
      total: 1,
    })
  })
})
