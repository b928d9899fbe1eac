import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createQuestion,
  createStudyText,
  createSubject,
  grantPlan,
  userIdOf,
} from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'

const { t, tokens } = staffSuite()
let course: Awaited<ReturnType<typeof createCourse>>

beforeAll(async () => {
  course = await createCourse(t.db, { name: 'Curso das disciplinas' })
  await grantPlan(t.db, userIdOf(tokens.student), course.planId, new Date('2099-01-01T00:00:00Z'))
})

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token = tokens.manager, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const student = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(tokens.student), payload })
const audit = async (entity: string, id: number) =>
  (
    await t.app.inject({
      url: `/api/v1/admin/auditoria?entidade=${entity}&registro=${id}&length=-1`,
      headers: auth(tokens.admin),
    })
  ).json().data

describe('subjects and topics in the back office', () => {
  it('creates, edits and lists them in order, audited; refuses bad fields and students', async () => {
    const created = await call('POST', `/cursos/${course.id}/disciplinas`, tokens.manager, {
      nome: 'Português',
    })
    expect(created.statusCode).toBe(201)
    const subject = created.json()
    expect(subject).toMatchObject({ nome: 'Português', descricao: '', visivel: true, ordem: 0, assuntos: [] })
    const second = (
      await call('POST', `/cursos/${course.id}/disciplinas`, tokens.manager, { nome: 'Matemática' })
    ).json()
    expect(second.ordem).toBe(1)

    const topic = await call('POST', `/disciplinas/${subject.id}/assuntos`, tokens.manager, {
      nome: 'Crase',
      sigla: 'CRA',
      descricao: 'Uso do acento grave',
    })
    expect(topic.statusCode).toBe(201)
    expect(topic.json()).toMatchObject({
      disciplina_id: subject.id,
      sigla: 'CRA',
      descricao: 'Uso do acento grave',
    })

    const edited = await call('PATCH', `/disciplinas/${subject.id}`, tokens.manager, {
      nome: 'Língua Portuguesa',
    })
    expect(edited.json().nome).toBe('Língua Portuguesa')
    expect((await audit('disciplina', subject.id)).map((r: { acao: string }) => r.acao)).toEqual([
      'alterar',
      'criar',
    ])
    expect((await audit('assunto', topic.json().id))[0]).toMatchObject({
      acao: 'criar',
      depois: { sigla: 'CRA' },
    })

    // A PATCH without any known field changes nothing (it used to fail the UPDATE with a 500: found by the fuzz test).
    const unchanged = await call('PATCH', `/disciplinas/${subject.id}`, tokens.manager, { outro: 1 })
    expect([unchanged.statusCode, unchanged.json().nome]).toEqual([200, 'Língua Portuguesa'])
    const topicUnchanged = await call('PATCH', `/assuntos/${topic.json().id}`, tokens.manager, {})
    expect([topicUnchanged.statusCode, topicUnchanged.json().sigla]).toEqual([200, 'CRA'])

    const list = (await call('GET', `/cursos/${course.id}/disciplinas`)).json()
    expect(list.map((s: { nome: string }) => s.nome)).toEqual(['Língua Portuguesa', 'Matemática'])
    expect(list[0].assuntos.map((a: { nome: string }) => a.nome)).toEqual(['Crase'])

    const bad = await call('POST', `/disciplinas/${subject.id}/assuntos`, tokens.manager, {
      nome: '',
      sigla: 'X'.repeat(21),
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      nome: ['Informe o nome do assunto.'],
      sigla: ['Use no máximo 20 caracteres.'],
    })
    expect(
      (await call('POST', `/cursos/${course.id}/disciplinas`, tokens.student, { nome: 'X' })).statusCode,
    ).toBe(403)
    expect((await call('PATCH', '/disciplinas/999999', tokens.manager, { nome: 'X' })).json()).toEqual({
      message: 'Disciplina não encontrada.',
    })
  })

  it('reorders subjects and topics when given every one of them once', async () => {
    const subjects = (await call('GET', `/cursos/${course.id}/disciplinas`)).json()
    const ids = subjects.map((s: { id: number }) => s.id).reverse()
    const res = await call('PUT', `/cursos/${course.id}/disciplinas/ordem`, tokens.manager, { ids })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((s: { id: number }) => s.id)).toEqual(ids)
    expect(
      (await student(`/geral/modulo/${course.id}/disciplinas`)).json().map((s: { id: number }) => s.id),
    ).toEqual(ids)
    const missing = await call('PUT', `/cursos/${course.id}/disciplinas/ordem`, tokens.manager, {
      ids: [ids[0]],
    })
    expect(missing.json()).toMatchObject({
      errors: { ids: ['Envie todos os itens da lista, cada um uma vez, na nova ordem.'] },
    })
    expect((await audit('curso', course.id))[0]).toMatchObject({
      acao: 'reordenar_disciplinas',
      depois: { ids },
    })

    const subject = subjects[0]
    const extra = (
      await call('POST', `/disciplinas/${subject.id}/assuntos`, tokens.manager, { nome: 'Regência' })
    ).json()
    const order = [extra.id, subject.assuntos[0].id]
    expect(
      (await call('PUT', `/disciplinas/${subject.id}/assuntos/ordem`, tokens.manager, { ids: order })).json(),
    ).toEqual({
      ids: order,
    })
    const after = (await call('GET', `/cursos/${course.id}/disciplinas`)).json()
    const reordered = after.find((s: { id: number }) => s.id === subject.id)
    expect(reordered.assuntos.map((a: { id: number }) => a.id)).toEqual(order)
  })

  it('deletes an unused subject or topic, refuses one with questions or texts with 409', async () => {
    const empty = await createSubject(t.db, course.id, 'Vazia', ['Sem uso'])
    const used = await createSubject(t.db, course.id, 'Usada', ['Com questão', 'Com resumo', 'Livre'])
    await createQuestion(t.db, { courseId: course.id, subjectId: used.id, topicId: used.topics[0]?.id })
    await createStudyText(t.db, {
      courseId: course.id,
      subjectId: used.id,
      topicId: used.topics[1]?.id,
      title: 'Resumo',
    })
    const refused = await call('DELETE', `/disciplinas/${used.id}`)
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message:
          'Esta disciplina tem questões ou resumos e não pode ser excluída. Oculte-a para que os alunos não a vejam.',
      },
    ])
    for (const topic of used.topics.slice(0, 2)) {
      const res = await call('DELETE', `/assuntos/${topic.id}`)
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'Este assunto tem questões ou resumos e não pode ser excluído. Oculte-o para que os alunos não o vejam.',
      ])
    }
    const listed = (await call('GET', `/cursos/${course.id}/disciplinas`)).json()
    expect(listed.find((s: { id: number }) => s.id === used.id)).toMatchObject({ perguntas: 1, resumos: 1 })

    expect((await call('DELETE', `/assuntos/${used.topics[2]?.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/disciplinas/${empty.id}`)).json()).toEqual({
      message: 'Disciplina excluída.',
    })
    expect((await call('DELETE', `/disciplinas/${empty.id}`)).statusCode).toBe(404)
    expect(await audit('disciplina', empty.id)).toMatchObject([
      { acao: 'excluir', antes: { nome: 'Vazia' }, depois: null },
    ])
  })
})

describe('a hidden subject or topic leaves every student screen', () => {
  let shown: Awaited<ReturnType<typeof createSubject>>
  let hidden: Awaited<ReturnType<typeof createSubject>>
  const q: Record<string, number> = {}

  beforeAll(async () => {
    const own = await createCourse(t.db, { name: 'Curso com ocultos', mockQuestionsPerSubject: 5 })
    course = own
    await grantPlan(t.db, userIdOf(tokens.student), own.planId, new Date('2099-01-01T00:00:00Z'))
    shown = await createSubject(t.db, own.id, 'Visível', ['Assunto visível', 'Assunto oculto'])
    hidden = await createSubject(t.db, own.id, 'Oculta', ['Dela'])
    const exam = await createExam(t.db, own.id, 'EsSA 2024', 2024)
    const make = async (
      key: string,
      subjectId: number,
      topicId: number | null | undefined,
      examNumber: number,
    ) => {
      q[key] = (
        await createQuestion(t.db, { courseId: own.id, subjectId, topicId, examId: exam.id, examNumber })
      ).id
    }
    await make('plain', shown.id, null, 1)
    await make('shownTopic', shown.id, shown.topics[0]?.id, 2)
    await make('hiddenTopic', shown.id, shown.topics[1]?.id, 3)
    await make('hiddenSubject', hidden.id, hidden.topics[0]?.id, 4)
    q.exam = exam.id
    for (const [subjectId, topicId] of [
      [shown.id, shown.topics[1]?.id],
      [hidden.id, null],
    ]) {
      await createStudyText(t.db, {
        courseId: own.id,
        subjectId: subjectId as number,
        topicId,
        title: `Oculto ${subjectId}`,
      })
    }
    await createStudyText(t.db, { courseId: own.id, subjectId: shown.id, title: 'Texto visível' })
    expect(
      (await call('PATCH', `/disciplinas/${hidden.id}`, tokens.manager, { visivel: false })).json().visivel,
    ).toBe(false)
    expect(
      (await call('PATCH', `/assuntos/${shown.topics[1]?.id}`, tokens.manager, { visivel: false }))
        .statusCode,
    ).toBe(200)
  })

  it('is audited as hiding, and staff still see it', async () => {
    expect((await audit('disciplina', hidden.id))[0]).toMatchObject({
      acao: 'ocultar',
      antes: { visivel: true },
      depois: { visivel: false },
    })
    const staff = (await call('GET', `/cursos/${course.id}/disciplinas`)).json()
    expect(staff.map((s: { nome: string; visivel: boolean }) => [s.nome, s.visivel])).toEqual([
      ['Visível', true],
      ['Oculta', false],
    ])
  })

  it('leaves the subject list, practice, past exams, material, reports and the weekly mock', async () => {
    const subjects = (await student(`/geral/modulo/${course.id}/disciplinas`)).json()
    expect(subjects.map((s: { nome: string }) => s.nome)).toEqual(['Visível'])
    expect(subjects[0].assuntos.map((a: { nome: string }) => a.nome)).toEqual(['Assunto visível'])

    const batch = await student(`/geral/modulo/${course.id}/disciplina/${shown.id}/perguntas`)
    expect(
      batch
        .json()
        .map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([q.plain, q.shownTopic].sort())
    expect((await student(`/geral/modulo/${course.id}/disciplina/${hidden.id}/perguntas`)).statusCode).toBe(
      404,
    )
    const hiddenTopic = await student(
      `/geral/modulo/${course.id}/assunto/${shown.topics[1]?.id}/disciplina/${shown.id}/perguntas`,
    )
    expect(hiddenTopic.statusCode).toBe(404)

    const exam = (await student(`/geral/concurso/${q.exam}/perguntas`)).json()
    expect(exam.map((x: { id: number }) => x.id)).toEqual([q.plain, q.shownTopic])
    const exams = (await student(`/geral/concurso/modulo/${course.id}`)).json()
    expect(exams[0].total).toBe(2)

    const material = (await student(`/geral/resumo/modulo/${course.id}/datatable`, 'POST', {})).json()
    expect(material.data.map((r: { titulo: string }) => r.titulo)).toEqual(['Texto visível'])

    const report = (await student(`/geral/relatorio/modulo/${course.id}/disciplina`)).json()
    expect(report.map((r: { nome: string }) => r.nome)).toEqual(['Visível'])

    const mock = await student(`/geral/modulo/${course.id}/simulado/perguntas`)
    expect(mock.statusCode).toBe(200)
    const mockIds = JSON.stringify(mock.json())
    expect(mockIds).toContain(`"id":${q.plain},`)
    expect(mockIds).not.toContain(`"id":${q.hiddenTopic},`)
    expect(mockIds).not.toContain(`"id":${q.hiddenSubject},`)
  })

  it('comes back when shown again', async () => {
    const res = await call('PATCH', `/disciplinas/${hidden.id}`, tokens.manager, { visivel: true })
    expect(res.statusCode).toBe(200)
    expect((await audit('disciplina', hidden.id))[0].acao).toBe('mostrar')
    const subjects = (await student(`/geral/modulo/${course.id}/disciplinas`)).json()
    expect(subjects.map((s: { nome: string }) => s.nome).sort()).toEqual(['Oculta', 'Visível'])
  })
})
