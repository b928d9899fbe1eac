import { MOCK_KEY_MODE, mockClosingText } from '@gabarito/core'
import type { Mock } from '@gabarito/core/contract'

// When a weekly mock's key shows (issue 29), as the practice and the mock screens both say it. The close is worded
// once, as the mock's summary gives it ("fecha domingo, 29/11, às 23h59", its last minute): issue 47.

/** "o simulado fecha domingo, 29/11, às 23h59": the close of a mock, when a modo-prova mock's key comes out. */
export function keyReleaseText(closesAt: string): string {
  return `o simulado ${mockClosingText(closesAt)}`
}

/** Said before a mock starts, under its summary (which gives the close): when its key shows. */
export function mockModeText(mock: Pick<Mock, 'gabarito'>): string {
  return mock.gabarito === MOCK_KEY_MODE.atClose
    ? 'Modo prova: o gabarito, os comentários e o ranking saem quando o simulado fecha.'
    : 'Gabarito imediato: você vê a resposta certa a cada questão.'
}
