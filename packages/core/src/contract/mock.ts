import { z } from 'zod/mini'
import { dataTablePageJson } from './material.ts'
import { answerResultJson, questionJson, tagJson } from './practice.ts'

/** A weekly mock (desafio) as the student sees it before and while answering. */
export const mockJson = z.object({
  id: z.number(),
  nome: z.string(),
  /** ISO instants: the window in which answers are taken. */
  abre: z.string(),
  fecha: z.string(),
  /** Minutes from the student's first answer; null for none. */
  limite_minutos: z.nullable(z.number()),
})

export type Mock = z.infer<typeof mockJson>

/** One of the caller's answers so far, so the screen resumes where it stopped. */
export const mockAnsweredJson = z.object({
  pergunta_id: z.number(),
  resposta_id: z.number(),
  correta: z.boolean(),
})

export type MockAnswered = z.infer<typeof mockAnsweredJson>

/** The caller's place in a mock's ranking. */
export const rankingPlaceJson = z.object({
  posicao: z.number(),
  acertos: z.number(),
  participantes: z.number(),
})

export type RankingPlace = z.infer<typeof rankingPlaceJson>

/** `GET /api/v1/geral/modulo/{id}/simulado/perguntas`: the open mock, its questions in order, the caller's answers. */
export const openMockJson = z.object({
  simulado: mockJson,
  /** Questions as practice sends them: no key, no explanation, no counts. */
  perguntas: z.array(questionJson),
  respondidas: z.array(mockAnsweredJson),
  /** When the caller's clock started (their first answer), ISO; null before it. */
  inicio: z.nullable(z.string()),
  /** The caller's place in this mock's ranking; null before their first answer. */
  classificacao: z.nullable(rankingPlaceJson),
})

export type OpenMock = z.infer<typeof openMockJson>

/** `POST /respostas/api/v1/simulado/responder`: as practice, plus the caller's place in the ranking. */
export const mockAnswerResultJson = z.extend(answerResultJson, { classificacao: rankingPlaceJson })

export type MockAnswerResult = z.infer<typeof mockAnswerResultJson>

/** A row of the ranking (SPEC section 3). Nicknames only: never a CPF or an e-mail. */
export const rankingRowJson = z.object({
  rownum: z.number(),
  user_id: z.number(),
  apelido: z.string(),
  acertos: z.number(),
  /** ISO instant of the participant's last answer: the tie-break. */
  ultima_tentativa: z.string(),
  /** Answers the participant gave. */
  total: z.number(),
  /** Hits over answers, percent with one decimal. */
  rendimento: z.number(),
})

export type RankingRow = z.infer<typeof rankingRowJson>

/** `GET /api/v1/{moduleId}/simulado/classificacao/datatable`: a page of the ranking, the caller's row and the count. */
export const rankingPageJson = z.extend(dataTablePageJson(rankingRowJson), {
  simulado: z.object({ id: z.number(), nome: z.string() }),
  meu: z.nullable(rankingRowJson),
  participantes: z.number(),
})

export type RankingPage = z.infer<typeof rankingPageJson>

/** A row of the mock history (`GET /api/v1/{moduleId}/simulado/historico/datatable`), newest first. */
export const mockHistoryRowJson = z.object({
  id: z.number(),
  nome: z.string(),
  /** ISO instant: when the mock opened. */
  created_at: z.string(),
})

export type MockHistoryRow = z.infer<typeof mockHistoryRowJson>

const performanceJson = z.object({
  respondidas: z.number(),
  acertos: z.number(),
  /** Percent with one decimal. */
  rendimento: z.number(),
})

/** One answered item of a mock review (SPEC section 3's Answered item, with the question shown again). */
export const mockReviewItemJson = z.object({
  pergunta: z.object({ id: z.number(), texto: z.string(), resumo: z.string() }),
  resposta: z.boolean(),
  resposta_id: z.number(),
  resposta_certa_id: z.number(),
  alternativas: z.array(z.object({ id: z.number(), letra: z.string(), texto: z.string() })),
  tags: z.array(tagJson),
  disciplina: z.object({ id: z.number(), nome: z.string() }),
})

export type MockReviewItem = z.infer<typeof mockReviewItemJson>

/** `GET /api/v1/geral/modulo/{id}/simulado/{n}/respostas`: the caller's answers of mock n and the totals. */
export const mockReviewJson = z.object({
  simulado: z.object({ id: z.number(), nome: z.string(), abre: z.string(), fecha: z.string() }),
  geral: performanceJson,
  disciplinas: z.array(z.extend(performanceJson, { id: z.number(), nome: z.string() })),
  respostas: z.array(mockReviewItemJson),
})

export type MockReview = z.infer<typeof mockReviewJson>
