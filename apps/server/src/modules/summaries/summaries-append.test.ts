import { describe, expect, it } from 'vitest'
import { summarySuite } from './summaries.test-helpers.ts'

const s = summarySuite()

describe('appending to a summary (Salvar no meu resumo)', () => {
  it('adds sanitized HTML at the end of the owner’s summary', async () => {
    const id = await s.create(s.owner, 'Questões salvas', '<p>Início</p>')
    const res = await s.call(s.owner, 'POST', `/${id}/anexar`, {
      descricao:
        '<h3>Questão 12</h3><p>Enunciado<script>alert(1)</script></p><p><strong>Resposta certa:</strong> B</p>',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().descricao).toBe(
      '<p>Início</p><h3>Questão 12</h3><p>Enunciado</p><p><strong>Resposta certa:</strong> B</p>',
    )
    const empty = await s.call(s.owner, 'POST', `/${id}/anexar`, { descricao: '  ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.descricao).toEqual(['Informe o que acrescentar.'])
  })

  it('is the owner’s alone and keeps the 200 kB limit', async () => {
    const id = await s.create(s.owner, 'Quase cheio', `<p>${'a'.repeat(150 * 1024)}</p>`)
    await s.call(s.owner, 'POST', `/${id}/adicionar/usuario`, { usuario: s.friend.cpf })
    for (const who of [s.friend, s.stranger]) {
      const res = await s.call(who, 'POST', `/${id}/anexar`, { descricao: '<p>x</p>' })
      expect(res.statusCode).toBe(404)
    }
    const big = await s.call(s.owner, 'POST', `/${id}/anexar`, {
      descricao: `<p>${'b'.repeat(60 * 1024)}</p>`,
    })
    expect(big.statusCode).toBe(422)
    expect(big.json().errors.descricao).toEqual([
      'O resumo ficaria com mais de 200 kB. Escolha outro resumo ou crie um novo.',
    ])
    expect((await s.call(s.owner, 'GET', `/${id}`)).json().descricao).toHaveLength(150 * 1024 + 7)
  })
})
