import { describe, expect, it } from 'vitest'
import {
  type BankFilter,
  bankFilterFrom,
  bankFilterOfSaved,
  bankFilterParams,
  emptyBankFilter,
  questionCountText,
  savedFilterOf,
} from './bank-filter'

const filter: BankFilter = {
  ...emptyBankFilter,
  disciplina_id: [3, 7],
  banca: ['Cebraspe', 'FGV'],
  orgao: ['Polícia Federal'],
  ano_de: 2019,
  ano_ate: 2024,
  nivel: ['superior'],
  dificuldade: ['Difícil'],
  situacao: ['nao_resolvidas', 'errei'],
  concurso: 'sim',
}

describe('the bank filter in a query string', () => {
  it('writes lists as the key repeated and leaves out what does not filter', () => {
    expect(bankFilterParams(filter).toString()).toBe(
      'disciplina_id=3&disciplina_id=7&banca=Cebraspe&banca=FGV&orgao=Pol%C3%ADcia+Federal&nivel=superior' +
        '&dificuldade=Dif%C3%ADcil&situacao=nao_resolvidas&situacao=errei&ano_de=2019&ano_ate=2024&concurso=sim',
    )
    expect(bankFilterParams(emptyBankFilter).toString()).toBe('')
  })

  it('reads back what it wrote (a reload keeps the filter), ids also comma-separated', () => {
    expect(bankFilterFrom(bankFilterParams(filter))).toEqual(filter)
    const read = bankFilterFrom(new URLSearchParams('disciplina_id=1,2&assunto_id=x&ano_de=&concurso=talvez'))
    expect(read).toEqual({ ...emptyBankFilter, disciplina_id: [1, 2] })
  })

  it("keeps a caderno's saved filter: only the fields that filter, read back the same", () => {
    const saved = savedFilterOf(filter)
    expect(Object.keys(saved).sort()).toEqual(
      [
        'ano_ate',
        'ano_de',
        'banca',
        'concurso',
        'dificuldade',
        'disciplina_id',
        'nivel',
        'orgao',
        'situacao',
      ].sort(),
    )
    expect(bankFilterOfSaved(saved)).toEqual(filter)
    expect(bankFilterOfSaved(null)).toEqual(emptyBankFilter)
  })

  it('writes a count with the pt-BR thousands separator', () => {
    expect(questionCountText(1284)).toBe('1.284 questões')
    expect(questionCountText(1)).toBe('1 questão')
    expect(questionCountText(0)).toBe('0 questões')
  })
})
