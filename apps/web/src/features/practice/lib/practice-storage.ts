import type { AnswerResult, Question, SentAnswer } from '../api/types'
import {
  type AnsweredItem,
  type CurrentAnswer,
  emptyState,
  type PracticeState,
  type Score,
} from './practice-state'

/** Each practice screen keeps its own queue on the device. */
export type PracticeMode = 'disciplina' | 'concurso' | 'simulado' | 'revisao' | 'filtro' | 'caderno'

/** localStorage key of a course's practice queue: one per course and screen. */
export function storageKey(mode: PracticeMode, courseId: number): string {
  return `pratica:${mode}:${courseId}`
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function looksLikeQuestion(value: unknown): value is Question {
  return isObject(value) && typeof value.id === 'number' && Array.isArray(value.resposta)
}

/** The stored state, or an empty one when nothing (or something unreadable) is stored. */
export function loadState<F, R extends SentAnswer = AnswerResult>(key: string): PracticeState<F, R> {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return emptyState()
    const parsed: unknown = JSON.parse(raw)
    if (!isObject(parsed) || !Array.isArray(parsed.queue) || !Array.isArray(parsed.answered))
      return emptyState()
    if (!parsed.queue.every(looksLikeQuestion)) return emptyState()
    const current = parsed.current
    const validCurrent =
      isObject(current) && looksLikeQuestion(current.question) && isObject(current.result) ? current : null
    return {
      filter: (parsed.filter ?? null) as F | null,
      queue: parsed.queue,
      answered: parsed.answered as AnsweredItem[],
      current: validCurrent as CurrentAnswer<R> | null,
      finished: isObject(parsed.finished) ? (parsed.finished as unknown as Score) : null,
    }
  } catch {
    return emptyState()
  }
}

export function saveState<F, R extends SentAnswer>(key: string, state: PracticeState<F, R>): void {
  try {
    if (state.filter === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(state))
  } catch {
    // Storage full or unavailable: practice goes on, only a reload loses the queue.
  }
}
