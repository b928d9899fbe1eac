import { describe, expect, it } from 'vitest'
import { signUpAndLogin } from '../../test/context.ts'
import { type createQuestion, createSubject, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// The ranking (hits, then the earlier last answer, then the user id), the history and the correction.
const suite = practiceSuite('Matemática')
const MINUTE = 60_000
type Question = Awaited<ReturnType<typeof createQuestion>>

const at = (minutes: number) => new Date(PRACTICE_START.getTime() + minutes * MINUTE)

describe('mock ranking', () => {
  it('orders by hits, then the earlier last answer, then the user id, and pages without exposing CPFs', async () => {
    const questions: Question[] = []
    for (let i = 0; i < 3; i++) questions.push(await suite.question())
    const mockId = await staffMock(suite, questions, at(-60))
    const students = []
    for (let i = 0; i < 5; i++) students.push(await signUpAndLogin(suite.t.app, { apelido: `Aluno${i}` }))
    // choices per student (0 is right) and the minute of their answers
    const plan: [number[], number][] = [
      [[0, 1, 1], 5], // 1 hit
      [[0, 0, 1], 9], // 2 hits, later
      [[0, 0, 0], 20], // 3 hits
      [[0, 0, 1], 3], // 2 hits, earlier
      [[0, 1, 0], 9], // 2 hits, same time as student 1: the lower id first
    ]
    const url = `${suite.course.id}/simulado/classificacao/datatable?simulado=${mockId}`
    for (const [i, [choices, minute]] of plan.entries()) {
      suite.now = at(minute)
      const token = students[i]?.token as string
      for (const [q, choice] of choices.entries()) {
        const res = await answerMock(suite, token, mockId, questions[q] as Question, choice)
        expect(res.statusCode).toBe(200)
        // The place the answer reports is the one the ranking shows right after it.
        const ranking = (await getMock(suite, token, `${url}&length=-1`)).json()
        expect(res.json().classificacao).toEqual({
          posicao: ranking.meu.rownum,
          acertos: ranking.meu.acertos,
          participantes: ranking.participantes,
        })
      }
    }
    suite.now = PRACTICE_START
    const ids = students.map((s) => userIdOf(s.token))
    const expected = [ids[2], ids[3], ids[1], ids[4], ids[0]]
    const all = await getMock(suite, students[4]?.token as string, `${url}&length=-1`)
    expect(all.statusCode).toBe(200)
    const body = all.json()
    expect(body.data.map((r: { user_id: number }) => r.user_id)).toEqual(expected)
    expect(body.data.map((r: { rownum: number }) => r.rownum)).toEqual([1, 2, 3, 4, 5])
    expect(body.data[0]).toMatchObject({ apelido: 'Aluno2', acertos: 3, total: 3, rendimento: 100 })
    expect(body.data[2]).toMatchObject({
      acertos: 2,
      total: 3,
      rendimento: 66.7,
      ultima_tentativa: at(9).toISOString(),
    })
    expect(body).toMatchObject({ participantes: 5, recordsTotal: 5, meu: { rownum: 4, user_id: ids[4] } })
    for (const s of students) {
      expect(all.body).not.toContain(s.student.id)
      expect(all.body).not.toContain(s.student.email)
    }

    const page = (await getMock(suite, students[0]?.token as string, `${url}&start=2&length=12`)).json()
    expect(page.data.map((r: { rownum: number; user_id: number }) => [r.rownum, r.user_id])).toEqual([
      [3, ids[1]],
      [4, ids[4]],
      [5, ids[0]],
    ])
    expect(page.meu).toMatchObject({ rownum: 5, acertos: 1 })

    const outsider = await signUpAndLogin(suite.t.app)
    const theirs = (await getMock(suite, outsider.token, `${url}&length=12`)).json()
    expect(theirs.meu).toBeNull()
    expect(theirs.data).toHaveLength(5)
    const bad = await getMock(suite, outsider.token, `${url}&length=13`)
    expect(bad.statusCode).toBe(422)
  })

  it('lists the mocks the caller answered, newest first, and its correction holds only the caller’s own answers', async () => {
    const history = await createSubject(suite.t.db, suite.course.id, 'História')
    const math = [await suite.question(), await suite.question()]
    const hist = [await suite.question({ subjectId: history.id, explanation: '<p>Porque sim</p>' })]
    const older = await staffMock(suite, [math[0] as Question], at(-10 * 24 * 60), {
      name: 'Antigo',
      hours: 24,
    })
    const newer = await staffMock(suite, [...math, ...hist] as Question[], at(-60), { name: 'Novo' })
    const untouched = await staffMock(suite, [math[1] as Question], at(-30), { name: 'Sem respostas' })
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    suite.now = at(-10 * 24 * 60 + 60)
    expect((await answerMock(suite, token, older, math[0] as Question)).statusCode).toBe(200)
    suite.now = PRACTICE_START
    await answerMock(suite, token, newer, math[0] as Question, 0)
    await answerMock(suite, token, newer, math[1] as Question, 3)
    await answerMock(suite, token, newer, hist[0] as Question, 0)

    const list = (
      await getMock(suite, token, `${suite.course.id}/simulado/historico/datatable?length=12`)
    ).json()
    // The closed mock says how it went (issue 29); the open one not yet.
    expect(list.data).toEqual([
      {
        id: newer,
        nome: 'Novo',
        created_at: at(-60).toISOString(),
        fecha: at(-60 + 48 * 60).toISOString(),
        resultado: null,
      },
      {
        id: older,
        nome: 'Antigo',
        created_at: at(-10 * 24 * 60).toISOString(),
        fecha: at(-9 * 24 * 60).toISOString(),
        resultado: { acertos: 1, respondidas: 1, posicao: 1, participantes: 1 },
      },
    ])
    expect(list.recordsTotal).toBe(2)
    const found = (
      await getMock(suite, token, `${suite.course.id}/simulado/historico/datatable?search[value]=antig`)
    ).json()
    expect(found.data.map((m: { id: number }) => m.id)).toEqual([older])

    const correction = await getMock(
      suite,
      token,
      `geral/modulo/${suite.course.id}/simulado/${newer}/respostas`,
    )
    expect(correction.statusCode).toBe(200)
    const body = correction.json()
    expect(body.geral).toEqual({ respondidas: 3, acertos: 2, rendimento: 66.7 })
    expect(body.disciplinas).toEqual([
      { id: suite.subject.id, nome: 'Matemática', respondidas: 2, acertos: 1, rendimento: 50 },
      { id: history.id, nome: 'História', respondidas: 1, acertos: 1, rendimento: 100 },
    ])
    expect(body.respostas[1]).toMatchObject({
      pergunta: { id: math[1]?.id },
      resposta: false,
      resposta_id: math[1]?.alternatives[3]?.id,
      resposta_certa_id: math[1]?.correctId,
    })
    expect(body.respostas[2].pergunta.resumo).toBe('<p>Porque sim</p>')
    expect(body.respostas[0].alternativas).toHaveLength(5)

    const other = await signUpAndLogin(suite.t.app)
    const theirs = (
      await getMock(suite, other.token, `geral/modulo/${suite.course.id}/simulado/${newer}/respostas`)
    ).json()
    expect(theirs.respostas).toEqual([])
    expect(theirs.geral).toEqual({ respondidas: 0, acertos: 0, rendimento: 0 })
    const empty = (
      await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/${untouched}/respostas`)
    ).json()
    expect(empty.respostas).toEqual([])
    const unknown = await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/999999/respostas`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Simulado não encontrado.')
  })

  // Issue 25: `start` reaches the ranking's SQL as an int; from 2^31 that was a 500.
  it('answers a start or draw past what an integer holds with a 422 in Portuguese', async () => {
    const mockId = await staffMock(suite, [await suite.question()], at(-60))
    const { token } = await signUpAndLogin(suite.t.app)
    const url = `${suite.course.id}/simulado/classificacao/datatable?simulado=${mockId}`
    const last = await getMock(suite, token, `${url}&start=2147483647&draw=2147483647`)
    expect(last.statusCode).toBe(200)
    expect(last.json()).toMatchObject({ draw: 2147483647, data: [] })
    expect((await getMock(suite, token, `${url}&start=-0`)).statusCode).toBe(200)
    const starts = [
      '2147483648',
      '9007199254740992',
      '-2147483648',
      '1e10',
      '1.5',
      'NaN',
      'Infinity',
      '9'.repeat(400),
    ]
    for (const start of starts) {
      const res = await getMock(suite, token, `${url}&start=${start}`)
      expect([start, res.statusCode, res.json().errors]).toEqual([
        start,
        422,
        { start: ['Posição inicial (start) inválida.'] },
      ])
    }
    const draw = await getMock(suite, token, `${url}&draw=2147483648`)
    expect(draw.json().errors).toEqual({ draw: ['Contador de requisição (draw) inválido.'] })
  })

  it('documents start and draw with the maximum an integer holds', async () => {
    const doc = (await suite.t.app.inject({ url: '/api/docs/json' })).json()
    const { parameters } = doc.paths['/api/v1/{moduleId}/simulado/classificacao/datatable'].get
    const schemaOf = (name: string) => parameters.find((p: { name: string }) => p.name === name).schema
    expect(schemaOf('start')).toMatchObject({ type: 'integer', minimum: 0, maximum: 2147483647 })
    expect(schemaOf('draw')).toMatchObject({ type: 'integer', minimum: 0, maximum: 2147483647 })
  })
})
