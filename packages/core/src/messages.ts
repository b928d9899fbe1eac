/**
 * API answers in pt-BR that more than one place says, spelled once: the server's services, route schemas and
 * session checks take them from here. (The SPEC section 8 texts, which the web also shows, are in `texts`.)
 */
export const messages = {
  courseNotFound: 'Curso não encontrado.',
  invalidCourse: 'Curso inválido.',
  invalidQuestion: 'Questão inválida.',
  invalidExam: 'Concurso inválido.',
  examIsPro:
    'As provas anteriores são exclusivas do plano PRO. Assine o plano do curso para praticar este concurso.',
  sessionExpired: 'Sessão expirada. Entre novamente.',
  sessionInvalid: 'Sessão inválida. Entre novamente.',
} as const
