import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { createCourse } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'

const { t, tokens } = staffSuite()
let course: Awaited<ReturnType<typeof createCourse>>

beforeAll(async () => {
  course = await createCourse(t.db, {
    name: 'Curso com preços',
    prices: [
      { months: 1, priceCents: 2990 },
      { months: 6, priceCents: 14990 },
    ],
  })
})

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
/** What the payment page offers the student. */
const offer = async (courseId: number) =>
  (
    await t.app.inject({
      url: `/api/v1/profile/meus/planos/modulo/${courseId}`,
      headers: auth(tokens.student),
    })
  ).json().valores
const audit = async (entity: string, id: number) =>
  (
    await t.app.inject({
      url: `/api/v1/admin/auditoria?entidade=${entity}&registro=${id}`,
      headers: auth(tokens.admin),
    })
  ).json().data

describe('a course’s prices', () => {
  it('reads them for an Admin, refuses a Gerente', async () => {
    const res = await call('GET', `/cursos/${course.id}/precos`, tokens.admin)
    expect(res.json()).toEqual({
      plano_id: course.planId,
      nome: 'Plano Curso com preços',
      precos: [
        { meses: 1, centavos: 2990 },
        { meses: 6, centavos: 14990 },
      ],
    })
    expect((await call('GET', `/cursos/${course.id}/precos`, tokens.manager)).statusCode).toBe(403)
    const put = await call('PUT', `/cursos/${course.id}/precos`, tokens.manager, { precos: [] })
    expect([put.statusCode, put.json()]).toEqual([
      403,
      { message: 'Você não tem permissão para acessar esta área.' },
    ])
  })

  it('replaces them; the payment page offers the new ones at once; audited', async () => {
    const precos = [
      { meses: 12, centavos: 24990 },
      { meses: 3, centavos: 7990 },
    ]
    const res = await call('PUT', `/cursos/${course.id}/precos`, tokens.admin, { precos })
    expect(res.statusCode).toBe(200)
    expect(res.json().precos).toEqual([precos[1], precos[0]])
    expect(await offer(course.id)).toEqual({ '3': '3 meses - R$ 79,90', '12': '12 meses - R$ 249,90' })
    expect(await audit('curso', course.id)).toMatchObject([
      {
        acao: 'alterar_precos',
        antes: {
          precos: [
            { meses: 1, centavos: 2990 },
            { meses: 6, centavos: 14990 },
          ],
        },
        depois: { precos: [precos[1], precos[0]] },
      },
    ])
  })

  it('refuses bad prices with pt-BR messages', async () => {
    const cases: [object, string, string][] = [
      [{ precos: [] }, 'precos', 'Informe ao menos um preço.'],
      [{ precos: [{ meses: 0, centavos: 100 }] }, 'precos.0.meses', 'De 1 a 36 meses.'],
      [
        { precos: [{ meses: 1, centavos: 12.5 }] },
        'precos.0.centavos',
        'O preço deve estar em centavos (um número inteiro).',
      ],
      [
        { precos: [{ meses: 1, centavos: 50 }] },
        'precos.0.centavos',
        'O preço deve ser de pelo menos R$ 1,00.',
      ],
      [
        {
          precos: [
            { meses: 1, centavos: 500 },
            { meses: 1, centavos: 600 },
          ],
        },
        'precos',
        'Cada número de meses pode ter um só preço.',
      ],
    ]
    for (const [body, field, message] of cases) {
      const res = await call('PUT', `/cursos/${course.id}/precos`, tokens.admin, body)
      expect([res.statusCode, res.json().errors?.[field]]).toEqual([422, [message]])
    }
    expect(
      (await call('PUT', '/cursos/999999/precos', tokens.admin, { precos: [{ meses: 1, centavos: 500 }] }))
        .statusCode,
    ).toBe(404)
  })
})

describe('the unlimited subscription’s prices', () => {
  it('starts with the SPEC’s prices, and an Admin changes them for the payment page', async () => {
    const res = await call('GET', '/assinatura-ilimitada/precos', tokens.admin)
    expect(res.json()).toMatchObject({
      plano_id: 1,
      nome: 'Assinatura ilimitada',
      precos: [
        { meses: 1, centavos: 3500 },
        { meses: 2, centavos: 6500 },
        { meses: 3, centavos: 9500 },
        { meses: 6, centavos: 18000 },
        { meses: 12, centavos: 30000 },
      ],
    })
    expect((await call('GET', '/assinatura-ilimitada/precos', tokens.manager)).statusCode).toBe(403)
    const put = await call('PUT', '/assinatura-ilimitada/precos', tokens.admin, {
      precos: [
        { meses: 1, centavos: 3990 },
        { meses: 12, centavos: 32000 },
      ],
    })
    expect(put.statusCode).toBe(200)
    expect(await offer(1)).toEqual({ '1': '1 mês - R$ 39,90', '12': '12 meses - R$ 320,00' })
    // The home page's card reads them too, without a session.
    const card = await t.app.inject({ url: '/api/v1/geral/assinatura-ilimitada/precos' })
    expect([card.statusCode, card.json()]).toEqual([
      200,
      [
        { meses: 1, centavos: 3990 },
        { meses: 12, centavos: 32000 },
      ],
    ])
    expect(await audit('assinatura_ilimitada', 1)).toMatchObject([
      {
        acao: 'alterar_precos',
        depois: {
          precos: [
            { meses: 1, centavos: 3990 },
            { meses: 12, centavos: 32000 },
          ],
        },
      },
    ])
  })
})
