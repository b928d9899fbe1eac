import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { answerResultJson, courseJson, dataTablePageJson, studyTextRowJson } from '../src/contract/index.ts'
import { ALL_ROWS, TABLE_PAGE_SIZES } from '../src/index.ts'

const course = {
  id: 3,
  nome: 'EEAR CFS',
  descricao: 'Sargentos da Aeronáutica',
  imagem: null,
  valor: '<p>R$ 35,00</p>',
  termo_uso: '',
  termo_simulado: '<p>Termo</p>',
  has_noticia: true,
  has_pergunta: true,
  has_material: true,
  has_simulado: false,
  has_prova_anterior: true,
  has_relatorio: false,
  has_conceito: false,
  index: true,
  data_fim: '2031-03-15T15:00:00.000Z',
}

describe('the shared contract', () => {
  it('keeps the fields in the order the API sends them and drops any other', () => {
    const parsed = z.parse(courseJson, { internal: 'x', ...course })
    expect(Object.keys(parsed)).toEqual(Object.keys(course))
  })

  it('composes with classic zod, as the server route schemas use it', () => {
    expect(z.array(courseJson).parse([course])).toEqual([course])
    expect(() => z.array(courseJson).parse([{ ...course, id: '3' }])).toThrow()
  })

  it('reads an answer result and a table page', () => {
    const result = {
      correta: false,
      resposta_id: 10,
      resposta_certa_id: 11,
      resumo: '',
      tags: [{ id: 1, descricao: 'Crase' }],
      respostas: [{ id: 10, count: 4 }],
      gratuitas_restantes: null,
      respondida_em: '2026-11-28T12:00:00.000Z',
      proxima_revisao: '2026-11-29T12:00:00.000Z',
    }
    expect(z.parse(answerResultJson, result)).toEqual(result)
    const row = {
      id: 1,
      titulo: 'Crase',
      tipo: 'TEXTO',
      restrito: false,
      acessos: 0,
      disciplina: { nome: 'Português' },
      assunto: null,
    }
    const page = { draw: 2, recordsTotal: 1, recordsFiltered: 1, data: [row] }
    expect(z.parse(dataTablePageJson(studyTextRowJson), page)).toEqual(page)
  })

  it('offers the page sizes of SPEC section 9, All last', () => {
    expect(TABLE_PAGE_SIZES).toEqual([12, 15, 20, 40, 50, 70, 100, 150, -1])
    expect(TABLE_PAGE_SIZES.at(-1)).toBe(ALL_ROWS)
  })
})
