/** Shapes of the demonstration content (pt-BR) loaded by the demo seed. */

/** A topic (assunto) of a subject; `sigla` is a short upper-case acronym. */
export interface DemoTopic {
  nome: string
  sigla: string
}

/** A subject (disciplina) of a course with its topics. */
export interface DemoSubject {
  nome: string
  descricao: string
  assuntos: DemoTopic[]
}

/** A news item of a course. */
export interface DemoNews {
  nome: string
  /** File name in images/. */
  imagem: string
  /** HTML. */
  resumo: string
  /** YYYY-MM-DD. */
  publicadaEm: string
}

/** A study text (resumo, tipo TEXTO) of a course. */
export interface DemoStudyText {
  titulo: string
  /** A subject nome of the same course. */
  disciplina: string
  /** A topic nome of that subject, or null. */
  assunto: string | null
  /** HTML. */
  conteudo: string
  restrito: boolean
}

/** A course (module) with its subjects, news and study texts. */
export interface DemoCourse {
  slug: string
  nome: string
  descricao: string
  /** File name in images/. */
  imagem: string
  /** HTML price text shown on the card. */
  valor: string
  /** HTML; may be '' (the UI then hides the terms button). */
  termo_uso: string
  /** HTML. */
  termo_simulado: string
  has_noticia: boolean
  has_pergunta: boolean
  has_material: boolean
  has_simulado: boolean
  has_prova_anterior: boolean
  has_relatorio: boolean
  has_conceito: boolean
  /** Shows 'Acesso PRO até'. */
  index: boolean
  visivel: boolean
  aVenda: boolean
  /** Months -> price in integer centavos. */
  precos: Record<number, number>
  disciplinas: DemoSubject[]
  noticias: DemoNews[]
  resumos: DemoStudyText[]
}
