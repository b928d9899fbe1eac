import { keyReleaseText } from '@/lib/mock-key-mode'

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

/** A modo-prova mock's correction before its close. */
export function keyAtCloseText(closesAt: string): string {
  return `O gabarito sai quando ${keyReleaseText(closesAt)}.`
}
