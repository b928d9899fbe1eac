import { describe, expect, it } from 'vitest'
import { questionHtml } from './question-html'

const question = {
  id: 42,
  texto: '<p>Assinale a alternativa com crase correta.</p>',
  resposta: [
    { id: 1, letra: 'A', texto: '<p>Vou à pé.</p>' },
    { id: 2, letra: 'B', texto: '<p>Refiro-me à diretora.</p>' },
  ],
}

describe('questionHtml (Salvar no meu resumo)', () => {
  it('writes the number, statement, right answer and explanation, then a rule', () => {
    expect(questionHtml(question, 2, '<p>Regência de <em>referir-se</em>.</p>')).toBe(
      '<h3>Questão 42</h3><p>Assinale a alternativa com crase correta.</p>' +
        '<p><strong>Resposta certa: B)</strong></p><p>Refiro-me à diretora.</p>' +
        '<p><strong>Definições Abordadas</strong></p><p>Regência de <em>referir-se</em>.</p><hr>',
    )
  })

  it('leaves out an empty explanation', () => {
    expect(questionHtml(question, 1, '<p> </p>')).not.toContain('Definições Abordadas')
  })
})
