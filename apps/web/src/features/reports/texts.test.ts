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

  it('counts the answers still missing in the singular and the plural', () => {
    expect(proficiencyTexts.missing(1)).toBe('Falta 1 resposta a questões já calibradas.')
    expect(proficiencyTexts.missing(15)).toBe('Faltam 15 respostas a questões já calibradas.')
  })
})
