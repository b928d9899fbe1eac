import { describe, expect, it } from 'vitest'
import { keyReleaseText, mockModeText } from '@/lib/mock-key-mode'
import { keyAtCloseText } from './texts'

describe('the mock’s key mode, as the student reads it before starting', () => {
  // 30/11/2026 00:00 in São Paulo (UTC−3).
  const fecha = '2026-11-30T03:00:00.000Z'

  it('says when a modo-prova mock opens its key: at the close, worded as the summary words it (São Paulo)', () => {
    expect(keyReleaseText(fecha)).toBe('o simulado fecha domingo, 29/11, às 23h59')
    expect(mockModeText({ gabarito: 'ao_encerrar' })).toBe(
      'Modo prova: o gabarito, os comentários e o ranking saem quando o simulado fecha.',
    )
    expect(keyAtCloseText('2026-11-27T22:45:00.000Z')).toBe(
      'O gabarito sai quando o simulado fecha sexta-feira, 27/11, às 19h44.',
    )
  })

  it('says the key shows at each question otherwise', () => {
    expect(mockModeText({})).toBe('Gabarito imediato: você vê a resposta certa a cada questão.')
  })
})
