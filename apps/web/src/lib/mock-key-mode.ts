import { formatDateTime, MOCK_KEY_MODE } from '@gabarito/core'
import type { Mock } from '@gabarito/core/contract'

// When a weekly mock's key shows (issue 29), as the practice and the mock screens both say it.

/** "30/11/2026 às 00:00": the close of a mock, when a modo-prova mock's key comes out (São Paulo). */
export function keyReleaseText(closesAt: string): string {
  const [date, time] = formatDateTime(closesAt).split(' ')
  return `${date} às ${time}`
}

/** Said before a mock starts: when its key shows. */
export function mockModeText(mock: Pick<Mock, 'gabarito' | 'fecha'>): string {
  return mock.gabarito === MOCK_KEY_MODE.atClose
    ? `Modo prova: o gabarito, os comentários e o ranking saem no encerramento (${keyReleaseText(mock.fecha)}).`
    : 'Gabarito imediato: você vê a resposta certa a cada questão.'
}
