/** The weekly mock's screens' texts; those of SPEC section 8 exactly as it writes them. */
export const mockTexts = {
  noAnswers: 'Você provavelmente não respondeu nenhuma questão deste simulado!',
  explanation: 'Definições Abordadas',
  start: 'Iniciar Simulado',
  historyFailure: 'Não foi possivel achar os simulados',
} as const
