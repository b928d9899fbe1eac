import { describe, expect, it } from 'vitest'
import { calibrationText } from './calibration-text'

const coverage = { calibradas: 90, poucas_respostas: 3, anuladas: 1, minimo: 100 }

describe('calibrationText', () => {
  it('says the calibration has not run yet', () => {
    expect(calibrationText({ calibrada_em: null, calibracao: { ...coverage, calibradas: 0 } })).toBe(
      'A calibração da nota estimada ainda não rodou neste curso.',
    )
  })

  it('counts the calibrated questions and says why the others are not, in the singular and the plural', () => {
    expect(calibrationText({ calibrada_em: '2026-12-07T18:30:00Z', calibracao: coverage })).toBe(
      'Calibração da nota estimada em 07/12/2026 15:30: 90 questões calibradas. 3 questões sem calibração por ter ' +
        'menos de 100 primeiras respostas. 1 anulada, que não se calibra.',
    )
    expect(
      calibrationText({
        calibrada_em: '2026-12-07T18:30:00Z',
        calibracao: { ...coverage, calibradas: 1, poucas_respostas: 0, anuladas: 0 },
      }),
    ).toBe('Calibração da nota estimada em 07/12/2026 15:30: 1 questão calibrada.')
  })
})
