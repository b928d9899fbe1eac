import { describe, expect, it } from 'vitest'
import { compareNames, sortByName } from '../src/index.ts'

describe('names in reading order', () => {
  it('reads digits as numbers: "Resumo 2" before "Resumo 10"', () => {
    const names = ['Resumo 10', 'Resumo 2', 'Resumo 1', 'Resumo 21', 'Resumo 3']
    expect([...names].sort(compareNames)).toEqual([
      'Resumo 1',
      'Resumo 2',
      'Resumo 3',
      'Resumo 10',
      'Resumo 21',
    ])
    expect(compareNames('Simulado 9', 'Simulado 10')).toBeLessThan(0)
  })

  it('keeps accented and capitalised names beside the plain ones, not after "z"', () => {
    const names = ['bola', 'Árvore', 'ácido', 'zebra', 'Acido', 'acido', 'azul', 'Éter', 'estudo']
    expect([...names].sort(compareNames)).toEqual([
      'acido',
      'Acido',
      'ácido',
      'Árvore',
      'azul',
      'bola',
      'estudo',
      'Éter',
      'zebra',
    ])
  })

  it('sorts a copy by the name each item shows, equal names in their first order', () => {
    const items = [
      { id: 3, nome: 'Resumo 10' },
      { id: 1, nome: 'Resumo 2' },
      { id: 2, nome: 'Resumo 2' },
      { id: 4, nome: 'Química' },
    ]
    const sorted = sortByName(items, (i) => i.nome)
    expect(sorted.map((i) => i.id)).toEqual([4, 1, 2, 3])
    expect(items.map((i) => i.id)).toEqual([3, 1, 2, 4])
  })
})
