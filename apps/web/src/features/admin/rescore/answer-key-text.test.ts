import { describe, expect, it } from 'vitest'
import {
  annulMessage,
  changedText,
  impactText,
  keyChangeMessage,
  plainText,
  totalText,
} from './answer-key-text'

describe('answer key panel texts', () => {
  it('says how many answers change, in pt-BR with the right plural', () => {
    expect(impactText(0)).toBe('Nenhuma resposta muda')
    expect(impactText(1)).toBe('1 resposta muda')
    expect(impactText(2)).toBe('2 respostas mudam')
    expect(impactText(12345)).toBe('12.345 respostas mudam')
    expect(changedText(0)).toBe('Nenhuma resposta mudou')
    expect(changedText(1)).toBe('1 resposta mudou')
    expect(changedText(6)).toBe('6 respostas mudaram')
    expect(totalText(0)).toBe('Ainda ninguém respondeu esta questão.')
    expect(totalText(1)).toBe('de 1 resposta a esta questão')
    expect(totalText(1500)).toBe('de 1.500 respostas a esta questão')
  })

  it('writes the confirmations with the letter and the count', () => {
    expect(keyChangeMessage('B', 6)).toBe(
      'A alternativa correta passa a ser a B. 6 respostas mudam de certa para errada ou o contrário. Os acertos, os relatórios e as classificações dos simulados são recalculados.',
    )
    expect(keyChangeMessage('C', 0)).toContain('Nenhuma resposta muda.')
    expect(annulMessage(true, 1)).toBe(
      'A questão sai do treino e, nos simulados, conta como certa para todos que a responderam. 1 resposta muda.',
    )
    expect(annulMessage(false, 0)).toContain('volta ao treino')
  })

  it('shows an alternative as plain text, cut when long', () => {
    expect(plainText('<p>30% de <strong>200</strong> &amp; mais</p>')).toBe('30% de 200 & mais')
    expect(plainText('<img src=x onerror=alert(1)>Texto')).toBe('Texto')
    expect(plainText('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`)
  })
})
