import { describe, expect, it } from 'vitest'
import { costText, formatDuration, rightShareText, subjectMedianText, timesText } from './analysis-text'

describe('where the points went, as the correction says it (issue 29)', () => {
  it('gives a time in seconds under a minute, else in minutes and two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0 s')
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(59.6)).toBe('1 min 00 s')
    expect(formatDuration(65)).toBe('1 min 05 s')
    expect(formatDuration(130)).toBe('2 min 10 s')
    expect(formatDuration(3600)).toBe('60 min 00 s')
  })

  it('puts the student’s time beside the participants’ median, leaving out what the server lacks', () => {
    expect(timesText(130, 65)).toBe('Você levou 2 min 10 s · mediana dos participantes 1 min 05 s')
    expect(timesText(45, null)).toBe('Você levou 45 s')
    expect(timesText(null, 65)).toBe('Mediana dos participantes 1 min 05 s')
    expect(timesText(null, null)).toBeNull()
  })

  it('gives the share of participants right with a decimal comma', () => {
    expect(rightShareText(66.7)).toBe('Acertaram: 66,7% dos participantes')
    expect(costText(66.7)).toBe('66,7% dos participantes acertaram')
    expect(costText(100)).toBe('100,0% dos participantes acertaram')
  })

  it('sets a subject’s hits beside the participants’ median', () => {
    expect(subjectMedianText(7, 5)).toBe('Você: 7 acertos · mediana dos participantes: 5')
    expect(subjectMedianText(1, 5.5)).toBe('Você: 1 acerto · mediana dos participantes: 5,5')
  })
})
