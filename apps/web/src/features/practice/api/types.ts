/** An alternative as the question batch sends it (no count, no correctness before answering). */
export interface Alternative {
  id: number
  letra: string
  /** HTML; sanitized when shown. */
  texto: string
}

/** A question before it is answered (SPEC section 3; `resposta_certa_id` and `resumo` come with the answer). */
export interface Question {
  id: number
  /** HTML statement; may hold images (`/media/…`). */
  texto: string
  resposta: Alternative[]
  disciplina_id: number
  assunto_id: number | null
  concurso_id: number | null
  /** The question's number in its exam. */
  numero: number | null
  /** Sent back as `tipo` when answering. */
  status: string
  /** Difficulty label ('Médio', …); may be empty. */
  dificuldade: string
  total_respostas: number
}

export interface Tag {
  id: number
  descricao: string
}

/** What the answers API says after an answer. */
export interface AnswerResult {
  correta: boolean
  /** The alternative counted (the first one sent, when a retried key was already recorded). */
  resposta_id: number
  resposta_certa_id: number
  /** HTML explanation; may be ''. */
  resumo: string
  tags: Tag[]
  /** Every alternative's updated count. */
  respostas: { id: number; count: number }[]
  /** Free answers left today; null with a plan. */
  gratuitas_restantes: number | null
}

/** A past exam of the course. */
export interface Exam {
  id: number
  nome: string
  ano: number | null
  total: number
}
