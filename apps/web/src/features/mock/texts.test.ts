import { describe, expect, it } from 'vitest'
import { keyReleaseText, mockModeText } from '@/lib/mock-key-mode'
import { keyAtCloseText } from './texts'

describe('the mock’s key mode, as the student reads it before starting', () => {
  // 30/11/2026 00:00 in São Paulo (UTC−3).
  const fecha = '2026-11-30T03:00:00.000Z'

  it('says when a modo-prova mock opens its key, in São Paulo time', () => {
    expect(keyReleaseText(fecha)).toBe('30/11/2026 às 00:00')
    expect(mockModeText({ gabarito: 'ao_encerrar', fecha })).toBe(
      'Modo prova: o gabarito, os comentários e o ranking saem no encerramento (30/11/2026 às 00:00).',
    )
    expect(keyAtCloseText('2026-11-27T22:45:00.000Z')).toBe(
      'O gabarito sai no encerramento (27/11/2026 às 19:45).',
    )
  })

  it('says the key shows at each question otherwise', () => {
    expect(mockModeText({ fecha })).toBe('Gabarito imediato: você vê a resposta certa a cada questão.')
  })
})
