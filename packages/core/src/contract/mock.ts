import { z } from 'zod/mini'
import { MOCK_KEY_MODE } from '../mock-key-mode.ts'
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
  /**
   * Present only in modo prova (decision 0056): the key, the explanations and the ranking come out at the close.
   * Absent, the key shows after each answer (the SPEC's mock, whose answers stay byte for byte as they were).
   */
  gabarito: z.optional(z.literal(MOCK_KEY_MODE.atClose)),
})

export type Mock = z.infer<typeof mockJson>

/** One of the caller's answers so far, so the screen resumes where it stopped. */
export const mockAnsweredJson = z.object({
  pergunta_id: z.number(),
  resposta_id: z.number(),
  /** Absent in modo prova while the mock is open. */
  correta: z.optional(z.boolean()),
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
  /** The caller's place in this mock's ranking; null before their first answer, and in modo prova. */
  classificacao: z.nullable(rankingPlaceJson),
})

export type OpenMock = z.infer<typeof openMockJson>

/** `POST /respostas/api/v1/simulado/responder`: as practice, plus the caller's place in the ranking. */
export const revealedMockAnswerJson = z.extend(answerResultJson, { classificacao: rankingPlaceJson })

/**
 * The same answer in a modo-prova mock while it is open (decision 0056): recorded, and nothing that tells whether it
 * was right (no key, explanation, tags, counts or place).
 */
export const heldMockAnswerJson = z.object({
  registrada: z.literal(true),
  /** The alternative recorded (the first one sent, when a retried key was already recorded). */
  resposta_id: z.number(),
})

export const mockAnswerResultJson = z.union([revealedMockAnswerJson, heldMockAnswerJson])

export type MockAnswerResult = z.infer<typeof mockAnswerResultJson>

/** `POST /respostas/api/v1/simulado/exibida`: the server's moment for the question now on screen (ISO). */
export const mockViewJson = z.object({ exibida_em: z.string() })

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
  /** ISO instant: when it closed or closes. */
  fecha: z.string(),
  /** Modo prova (decision 0056); absent for a mock whose key showed after each answer. */
  gabarito: z.optional(z.literal(MOCK_KEY_MODE.atClose)),
  /**
   * The caller's result once the mock closed (issue 29): hits of answers given, and the place among the
   * participants; null while it is open, and when the caller did not take part (a closed modo-prova mock is listed
   * to everyone, to study with its key).
   */
  resultado: z.nullable(
    z.object({
      acertos: z.number(),
      respondidas: z.number(),
      posicao: z.number(),
      participantes: z.number(),
    }),
  ),
})

export type MockHistoryRow = z.infer<typeof mockHistoryRowJson>

const performanceJson = z.object({
  respondidas: z.number(),
  /** Null in modo prova while the mock is open. */
  acertos: z.nullable(z.number()),
  /** Percent with one decimal; null in modo prova while the mock is open. */
  rendimento: z.nullable(z.number()),
})

/**
 * One answered item of a mock correction (SPEC section 3's Answered item, with the question shown again). In modo
 * prova (decision 0056), while the mock is open: `resposta` and `resposta_certa_id` null, no explanation, no tags;
 * after its close, also the questions the caller did not answer (`resposta_id` null), to study with the key.
 */
export const mockCorrectionItemJson = z.object({
  pergunta: z.object({ id: z.number(), texto: z.string(), resumo: z.string() }),
  resposta: z.nullable(z.boolean()),
  resposta_id: z.nullable(z.number()),
  resposta_certa_id: z.nullable(z.number()),
  alternativas: z.array(z.object({ id: z.number(), letra: z.string(), texto: z.string() })),
  tags: z.array(tagJson),
  disciplina: z.object({ id: z.number(), nome: z.string() }),
})

export type MockCorrectionItem = z.infer<typeof mockCorrectionItemJson>

/**
 * Where the points went (issue 29), once the caller's attempt is over (the mock closed, or with the key shown at once
 * every question answered or the time up): times in whole seconds, shares in percent with one decimal.
 */
export const mockAnalysisJson = z.object({
  /** Each question the caller answered, in the mock's order. */
  questoes: z.array(
    z.object({
      pergunta_id: z.number(),
      /** The caller's time on screen up to the answer, at most the time limit; null when never reported shown. */
      tempo_segundos: z.nullable(z.number()),
      /** The participants' median time; null when none was reported. */
      mediana_segundos: z.nullable(z.number()),
      /**
       * Participants who got it right, percent of those who answered it; null below MIN_PARTICIPANTS_FOR_FIGURES
       * answers (as `mediana_segundos`).
       */
      acertaram: z.nullable(z.number()),
    }),
  ),
  /** "Questões que mais custaram pontos": the caller's misses, those most participants got right first. */
  custaram_pontos: z.array(z.object({ pergunta_id: z.number(), acertaram: z.nullable(z.number()) })),
  /** The caller's hits per subject beside the participants' median hits in it (null below the minimum). */
  disciplinas: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      acertos: z.number(),
      mediana_participantes: z.nullable(z.number()),
    }),
  ),
})

export type MockAnalysis = z.infer<typeof mockAnalysisJson>

/** `GET /api/v1/geral/modulo/{id}/simulado/{n}/respostas`: the caller's answers of mock n and the totals. */
export const mockCorrectionJson = z.object({
  simulado: z.object({
    id: z.number(),
    nome: z.string(),
    abre: z.string(),
    fecha: z.string(),
    gabarito: z.optional(z.literal(MOCK_KEY_MODE.atClose)),
  }),
  geral: performanceJson,
  disciplinas: z.array(z.extend(performanceJson, { id: z.number(), nome: z.string() })),
  respostas: z.array(mockCorrectionItemJson),
  /** Null until the caller's attempt is over, and when they answered nothing. */
  analise: z.nullable(mockAnalysisJson),
})

export type MockCorrection = z.infer<typeof mockCorrectionJson>
