import { api } from '@/lib/api-client'
import type { AnswerResult, MockAnswerResult } from './types'

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
export function answerPractice(body: PracticeAnswer): Promise<AnswerResult> {
  return api.post<AnswerResult>('/respostas/api/v1/treinamento/responder', body, { auth: true })
}

export interface ExamAnswer extends Omit<PracticeAnswer, 'tipo'> {
  /** The exam's id. */
  referencia_id: number
}

/** Exam practice (PRO: 403 without a plan). */
export function answerExam(body: ExamAnswer): Promise<AnswerResult> {
  return api.post<AnswerResult>(
    '/respostas/api/v1/concurso/responder',
    { ...body, desafio_id: null, tipo: 'CONCURSO' },
    { auth: true },
  )
}

export interface MockAnswer extends Omit<PracticeAnswer, 'tipo'> {
  /** The mock's id. */
  desafio_id: number
}

/**
 * Weekly mock: one answer per question (409 for a second), none after the window or the time limit (423); open to
 * every student and not counted in the free tier's 15 a day (issue 26). The result carries the caller's place in
 * the ranking.
 */
export function answerMock(body: MockAnswer): Promise<MockAnswerResult> {
  return api.post<MockAnswerResult>(
    '/respostas/api/v1/simulado/responder',
    { ...body, tipo: 'Semanal' },
    { auth: true },
  )
}
