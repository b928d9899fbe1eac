import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { comments } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'

// Comments on questions: one per student and question, checked and stored as Criada.
const suite = practiceSuite('Matemática')

describe('comments', () => {
  const comment = (token: string, payload: object) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/v1/geral/modulo/criar/comentario',
      headers: auth(token),
      payload,
    })

  it('takes one comment per student and question, stored as Criada', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const payload = {
      texto: '  A alternativa C também parece certa.  ',
      pergunta_id: q.id,
      modulo_id: suite.course.id,
      status: 'Aprovada',
    }
    const res = await comment(token, payload)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Obrigado pelo comentário!' })
    const [row] = await suite.t.db.select().from(comments).where(eq(comments.questionId, q.id))
    expect(row).toMatchObject({
      text: 'A alternativa C também parece certa.',
      status: 'Criada',
      userId: userIdOf(token),
    })
    const again = await comment(token, payload)
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ pergunta_id: ['Você já comentou esta questão.'] })
  })

  it('checks the length and the question', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    expect(
      (await comment(token, { texto: 'x'.repeat(1500), pergunta_id: q.id, modulo_id: suite.course.id }))
        .statusCode,
    ).toBe(201)
    const other = await signUpAndLogin(suite.t.app)
    const long = await comment(other.token, {
      texto: 'x'.repeat(1501),
      pergunta_id: q.id,
      modulo_id: suite.course.id,
    })
    expect(long.json().errors).toEqual({ texto: ['O comentário deve ter no máximo 1500 caracteres.'] })
    expect(
      (await comment(other.token, { texto: '   ', pergunta_id: q.id, modulo_id: suite.course.id })).json()
        .errors,
    ).toEqual({ texto: ['Escreva o comentário.'] })
    expect(
      (await comment(other.token, { texto: 'ok', pergunta_id: 999999, modulo_id: suite.course.id }))
        .statusCode,
    ).toBe(404)
  })
})
