/** User-facing texts of the SPEC, written exactly as the contract gives them. */
export const texts = {
  loginFirst: 'Faça seu Login primeiro!!',
  signUpSuccess: 'Cadastro realizado com Sucesso!!',
  signUpFailure: 'Não foi possivel realizar o cadastro',
  errorTitle: 'Erro!',
  termsFailure: 'Não foi possivel achar o termo de uso',
  privacyFailure: 'Não foi possivel achar a politica de privacidade',
  moduleFailure: 'Não foi possivel achar a Modulo',
  newsFailure: 'Não foi possivel achar as modulos',
  courseCheckFailure: 'Não foi possivel verificar o Curso',
  paymentCheckFailure: 'Não foi possivel verificar o Pagamento',
  alreadyOwned: 'Você já possui o curso',
  paymentApproved: 'Pagamento Aprovado!',
  right: 'Você Acertou!!',
  wrong: 'Você Errou!',
  commentThanks: 'Obrigado pelo comentário!',
  confirmSkip: 'Realmente deseja PULAR a Questão? ',
  examFinished: 'concurso Finalizado!!',
  subjectsFailure: 'Não foi possivel achar as disciplinas',
  /** Two spaces, as the SPEC writes it. */
  questionsFailure: 'Não foi possivel achar as  perguntas',
  subjectEmpty: 'Não foi possivel achar as  perguntas ou o usuário não possui o plano necessário!',
  examEmpty: 'Este concurso não possui perguntas cadastradas no momento!',
  studyListFailure: 'Não foi possivel achar Resumo',
  studyTextFailure: 'Não foi possivel achar o Resumo',
} as const

/** The reports' refusal (423) without the course's plan: the server's, and the hub's when it knows beforehand. */
export const REPORTS_PRO =
  'Os relatórios fazem parte do plano PRO deste curso. Assine para ver sua evolução, seus pontos fracos e seus horários.'

export const APP_VERSION = '2.0.4'
