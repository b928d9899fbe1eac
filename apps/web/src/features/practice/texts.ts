import { texts as specTexts } from '@gabarito/core'

/** The practice screens' texts; those of SPEC section 8 exactly as the contract writes them. */
export const practiceTexts = {
  right: specTexts.right,
  wrong: specTexts.wrong,
  commentThanks: specTexts.commentThanks,
  confirmSkip: specTexts.confirmSkip,
  next: 'Proxima Pergunta',
  held: 'Resposta registrada',
  kept: 'Resposta guardada — o resultado aparece quando a conexão voltar',
  keptSent: 'Resposta enviada — o resultado está em "Respostas enviadas"',
  answer: 'Responder',
  skip: 'Pular',
  explanation: 'Definições Abordadas',
  examFinished: specTexts.examFinished,
  subjectsFailure: specTexts.subjectsFailure,
  questionsFailure: specTexts.questionsFailure,
  subjectEmpty: specTexts.subjectEmpty,
  examEmpty: specTexts.examEmpty,
  examsFailure: 'Não foi possivel achar os concursos',
  mockFinished: 'Simulado Semanal Finalizado!!',
  mockEmpty: 'Este simulado não possui perguntas cadastradas no momento!',
  defer: 'Deixar por último',
  retrying: 'Sem conexão… tentando de novo',
  answerFailed: 'Não foi possível enviar sua resposta. Verifique sua conexão e tente de novo.',
  skipFailed: 'Não foi possível registrar o pulo da questão.',
} as const

/** "Você ainda tem N questões gratuitas hoje", in the singular for one. */
export function freeAnswersLeft(count: number): string {
  if (count <= 0) return 'Você usou todas as questões gratuitas de hoje.'
  if (count === 1) return 'Você ainda tem 1 questão gratuita hoje'
  return `Você ainda tem ${count} questões gratuitas hoje`
}

/** Before the first answer (issue 31): "Você tem N questões gratuitas hoje". */
export function freeQuestionsToday(count: number): string {
  if (count <= 0) return 'Você usou todas as questões gratuitas de hoje.'
  if (count === 1) return 'Você tem 1 questão gratuita hoje'
  return `Você tem ${count} questões gratuitas hoje`
}
