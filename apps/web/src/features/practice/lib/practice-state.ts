import type { AnswerResult, Question, Tag } from '../api/types'

/** The two practice screens keep separate queues on the device. */
export type PracticeMode = 'disciplina' | 'concurso'

/** An answered question as the device keeps it (SPEC section 3, "Answered item"). */
export interface AnsweredItem {
  pergunta: number
  /** True when the answer was right. */
  resposta: boolean
  resposta_id: number
  tags: Tag[]
  disciplina: number
  /** The question's number in its exam, for exam practice. */
  numero: number | null
}

/** The question just answered, shown with its result until "Proxima Pergunta". */
export interface CurrentAnswer {
  question: Question
  result: AnswerResult
}

export interface Score {
  acertos: number
  erros: number
}

export interface PracticeState<F> {
  /** The chosen subject/topic or exam; null before one is chosen. */
  filter: F | null
  /** The questions still to answer; the first one is on screen (unless `current` is). */
  queue: Question[]
  answered: AnsweredItem[]
  current: CurrentAnswer | null
  /** Exam practice only: the round ended ('concurso Finalizado!!') with this score. */
  finished: Score | null
}

export type PracticeAction<F> =
  | { type: 'choose'; filter: F }
  | { type: 'loaded'; filter: F; questions: Question[] }
  | { type: 'answered'; question: Question; result: AnswerResult }
  | { type: 'next'; finishWhenEmpty: boolean }
  | { type: 'skipped'; questionId: number }
  | { type: 'restart' }

export function emptyState<F>(filter: F | null = null): PracticeState<F> {
  return { filter, queue: [], answered: [], current: null, finished: null }
}

export function sameFilter<F>(a: F | null, b: F | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function scoreOf(answered: readonly AnsweredItem[]): Score {
  const acertos = answered.filter((item) => item.resposta).length
  return { acertos, erros: answered.length - acertos }
}

/**
 * Question practice as SPEC section 4 tells it: a question is shown, answered (its result stays until the
 * next one), or skipped (dropped). Choosing another subject, topic or exam clears the queue and the answered
 * list; so does the end of the queue (subject practice then fetches a new batch, exam practice finishes).
 */
export function practiceReducer<F>(state: PracticeState<F>, action: PracticeAction<F>): PracticeState<F> {
  switch (action.type) {
    case 'choose':
      return emptyState(action.filter)
    case 'restart':
      return emptyState(state.filter)
    case 'loaded':
      if (!sameFilter(action.filter, state.filter)) return state
      return { ...state, queue: action.questions, finished: null }
    case 'answered': {
      const { question, result } = action
      // An answer that arrives after the question left the screen (another filter) changes nothing.
      if (!state.queue.some((q) => q.id === question.id)) return state
      return {
        ...state,
        queue: state.queue.filter((q) => q.id !== question.id),
        current: { question, result },
        answered: [
          ...state.answered,
          {
            pergunta: question.id,
            resposta: result.correta,
            resposta_id: result.resposta_id,
            tags: result.tags,
            disciplina: question.disciplina_id,
            numero: question.numero,
          },
        ],
      }
    }
    case 'next': {
      if (state.queue.length > 0) return { ...state, current: null }
      const finished = action.finishWhenEmpty ? scoreOf(state.answered) : null
      return { ...emptyState(state.filter), finished }
    }
    case 'skipped':
      return { ...state, queue: state.queue.filter((q) => q.id !== action.questionId) }
  }
}

// --- kept on the device ------------------------------------------------------------------------------------

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
export function loadState<F>(key: string): PracticeState<F> {
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
      current: validCurrent as CurrentAnswer | null,
      finished: isObject(parsed.finished) ? (parsed.finished as unknown as Score) : null,
    }
  } catch {
    return emptyState()
  }
}

export function saveState<F>(key: string, state: PracticeState<F>): void {
  try {
    if (state.filter === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(state))
  } catch {
    // Storage full or unavailable: practice goes on, only a reload loses the queue.
  }
}
