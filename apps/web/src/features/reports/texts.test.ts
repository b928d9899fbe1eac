import { describe, expect, it } from 'vitest'
import { proficiencyTexts, shownPercent } from './texts'

describe('the proficiency report, as the student reads it', () => {
  it('says the chance of passing and the estimate with its interval, as the issue writes it', () => {
    expect(proficiencyTexts.sentence(74, [69, 79], 68)).toBe(
      'Se a prova fosse hoje: 68% de chance de passar, nota estimada 74% (entre 69% e 79%)',
    )
  })

  it('writes decimals with a comma and leaves the chance out when the course has no passing mark', () => {
    expect(shownPercent(68.5)).toBe('68,5%')
    expect(proficiencyTexts.sentence(73.4, [68.1, 78.9], null)).toBe(
      'Se a prova fosse hoje: nota estimada 73,4% (entre 68,1% e 78,9%)',
    )
  })

  it('counts the answers given of those needed, with the thousands separated', () => {
    expect(proficiencyTexts.answered(5, 20)).toBe('5 de 20 respostas necessárias')
  })
})
