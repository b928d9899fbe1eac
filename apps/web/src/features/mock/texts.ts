import { formatDateTime, MOCK_KEY_MODE } from '@gabarito/core'
import type { Mock } from '@gabarito/core/contract'

/** The weekly mock's screens' texts; those of SPEC section 8 exactly as it writes them. */
export const mockTexts = {
  noAnswers: 'Você provavelmente não respondeu nenhuma questão deste simulado!',
  explanation: 'Definições Abordadas',
  start: 'Iniciar Simulado',
  historyFailure: 'Não foi possivel achar os simulados',
  notAnswered: 'Você não respondeu esta questão.',
  /** The server's word for a modo-prova mock's ranking before the close (its 423). */
  rankingAtClose: 'O ranking deste simulado sai no encerramento.',
} as const

/** "30/11/2026 às 00:00": the close of a mock, when a modo-prova mock's key comes out (São Paulo). */
export function keyReleaseText(closesAt: string): string {
  const [date, time] = formatDateTime(closesAt).split(' ')
  return `${date} às ${time}`
}

/** Said before a mock starts (issue 29): when its key shows. */
export function mockModeText(mock: Pick<Mock, 'gabarito' | 'fecha'>): string {
  return mock.gabarito === MOCK_KEY_MODE.atClose
    ? `Modo prova: o gabarito, os comentários e o ranking saem no encerramento (${keyReleaseText(mock.fecha)}).`
    : 'Gabarito imediato: você vê a resposta certa a cada questão.'
}

/** A modo-prova mock's review before its close. */
export function keyAtCloseText(closesAt: string): string {
  return `O gabarito sai no encerramento (${keyReleaseText(closesAt)}).`
}
