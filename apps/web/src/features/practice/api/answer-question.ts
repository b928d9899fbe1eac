import { ApiError, api } from '@/lib/api-client'
import type { AnswerResult } from './types'

/** Waits before each new attempt of an answer that did not reach the server. */
export const ANSWER_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const

/** No answer at all (network) or a proxy that could not reach the server: worth sending again. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export interface SendOptions {
  /** Called before each new attempt (1, 2, …), so the screen can say it is trying again. */
  onRetry?: (attempt: number) => void
  delays?: readonly number[]
}

/**
 * Posts an answer, sending it again (same body, so the same `chave_idempotencia`) while the network fails.
 * The server counts a key once and answers a repeated key with the first result.
 */
async function postWithRetry(path: string, body: object, options: SendOptions): Promise<AnswerResult> {
  const delays = options.delays ?? ANSWER_RETRY_DELAYS_MS
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post<AnswerResult>(path, body, { auth: true })
    } catch (error) {
      const delay = delays[attempt]
      if (!isTransient(error) || delay === undefined) throw error
      options.onRetry?.(attempt + 1)
      await sleep(delay)
    }
  }
}

export interface PracticeAnswer {
  pergunta_id: number
  /** The chosen alternative's id. */
  selected: number
  disciplina_id: number
  /** The question's status. */
  tipo: string
  modulo_id: number
  chave_idempotencia: string
}

/** Subject practice: free up to 15 answers a day (423 after that). */
export function answerPractice(body: PracticeAnswer, options: SendOptions = {}): Promise<AnswerResult> {
  return postWithRetry('/respostas/api/v1/treinamento/responder', body, options)
}

export interface ExamAnswer extends Omit<PracticeAnswer, 'tipo'> {
  /** The exam's id. */
  referencia_id: number
}

/** Exam practice (PRO: 403 without a plan). */
export function answerExam(body: ExamAnswer, options: SendOptions = {}): Promise<AnswerResult> {
  return postWithRetry(
    '/respostas/api/v1/concurso/responder',
    { ...body, desafio_id: null, tipo: 'CONCURSO' },
    options,
  )
}
