import type { AnswerResult, HeldMockAnswer, Question, SentAnswer, Tag } from '../api/types'

/** An answered question as the device keeps it (SPEC section 3, "Answered item"). */
export interface AnsweredItem {
  pergunta: number
  /** True when the answer was right; null while a modo-prova mock holds its key (issue 29). */
  resposta: boolean | null
  resposta_id: number
  tags: Tag[]
  disciplina: number
  /** The question's number in its exam, for exam practice. */
  numero: number | null
}

/** The question just answered, shown with its result until "Proxima Pergunta". */
export interface CurrentAnswer<R extends SentAnswer = AnswerResult> {
  question: Question
  result: R
}

export interface Score {
  acertos: number
  erros: number
}

/**
 * What the end of the queue does (SPEC section 4): subject practice fetches another batch; exam practice (and the
 * weekly mock) finishes the round with its score.
 */
export type QueueEnd = 'refetch' | 'finish'

export interface PracticeState<F, R extends SentAnswer = AnswerResult> {
  /** The chosen subject/topic or exam; null before one is chosen. */
  filter: F | null
  /** The questions still to answer; the first one is on screen (unless `current` is). */
  queue: Question[]
  answered: AnsweredItem[]
  current: CurrentAnswer<R> | null
  /** A round that finishes ('concurso Finalizado!!') ended with this score. */
  finished: Score | null
}

export type PracticeAction<F, R extends SentAnswer = AnswerResult> =
  | { type: 'choose'; filter: F }
  /** `answered`: the answers the server already holds for this round, when it resumes one. */
  | { type: 'loaded'; filter: F; questions: Question[]; answered?: AnsweredItem[] }
  | { type: 'answered'; question: Question; result: R }
  | { type: 'next'; whenEmpty: QueueEnd }
  | { type: 'skipped'; questionId: number }
  /** 'Deixar por último' (weekly mock): the question goes to the end of the queue. */
  | { type: 'deferred'; questionId: number }
  /**
   * The server's word on a round kept on the device (weekly mock): `questions` still to answer in its order,
   * `answered` those it holds. The device's order (deferrals) is kept for the questions still to answer.
   */
  | { type: 'resumed'; filter: F; questions: Question[]; answered: AnsweredItem[] }
  /** The round ends now with what was answered (the mock's time ran out or answers are refused). */
  | { type: 'ended' }
  /** More questions kept ahead (offline practice's top-up, issue 33): the new ones go to the end of the queue. */
  | { type: 'added'; filter: F; questions: Question[] }
  | { type: 'restart' }
  /**
   * The same filter asked again, the answered list kept: what it serves changed on the server (the review's exam
   * date), so the questions held, and the one on screen, go.
   */
  | { type: 'reload' }

export function emptyState<F, R extends SentAnswer = AnswerResult>(
  filter: F | null = null,
): PracticeState<F, R> {
  return { filter, queue: [], answered: [], current: null, finished: null }
}

export function sameFilter<F>(a: F | null, b: F | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Hits and misses of the answers whose result is known (a held answer is neither yet). */
export function scoreOf(answered: readonly AnsweredItem[]): Score {
  const acertos = answered.filter((item) => item.resposta === true).length
  return { acertos, erros: answered.filter((item) => item.resposta === false).length }
}

/** A modo-prova mock's answer, recorded without its result (issue 29). */
export function isHeld(result: SentAnswer): result is HeldMockAnswer {
  return 'registrada' in result
}

function answeredItem({ question, result }: CurrentAnswer<SentAnswer>): AnsweredItem {
  const held = isHeld(result)
  return {
    pergunta: question.id,
    resposta: held ? null : result.correta,
    resposta_id: result.resposta_id,
    tags: held ? [] : result.tags,
    disciplina: question.disciplina_id,
    numero: question.numero,
  }
}

/**
 * Question practice as SPEC section 4 tells it: a question is shown, answered (its result stays until the
 * next one), skipped (dropped) or deferred (to the end). Choosing another subject, topic or exam clears the queue
 * and the answered list; so does the end of the queue (then a new batch comes, or the round finishes).
 */
export function practiceReducer<F, R extends SentAnswer = AnswerResult>(
  state: PracticeState<F, R>,
  action: PracticeAction<F, R>,
): PracticeState<F, R> {
  switch (action.type) {
    case 'choose':
      return emptyState(action.filter)
    case 'restart':
      return emptyState(state.filter)
    case 'reload':
      return { ...state, queue: [], current: null, finished: null }
    case 'loaded':
      if (!sameFilter(action.filter, state.filter)) return state
      return {
        ...state,
        queue: action.questions,
        answered: action.answered ?? state.answered,
        finished: null,
      }
    case 'answered': {
      const { question, result } = action
      // An answer that arrives after the question left the screen (another filter) changes nothing.
      if (!state.queue.some((q) => q.id === question.id)) return state
      return {
        ...state,
        queue: state.queue.filter((q) => q.id !== question.id),
        current: { question, result },
        answered: [...state.answered, answeredItem({ question, result })],
      }
    }
    case 'next': {
      if (state.queue.length > 0) return { ...state, current: null }
      const finished = action.whenEmpty === 'finish' ? scoreOf(state.answered) : null
      return { ...emptyState<F, R>(state.filter), finished }
    }
    case 'skipped':
      return { ...state, queue: state.queue.filter((q) => q.id !== action.questionId) }
    case 'resumed':
      return resumed(
        sameFilter(action.filter, state.filter) ? state : emptyState<F, R>(action.filter),
        action,
      )
    case 'ended':
      return { ...emptyState<F, R>(state.filter), finished: scoreOf(state.answered) }
    case 'added': {
      if (!sameFilter(action.filter, state.filter) || state.finished !== null) return state
      const known = new Set(state.queue.map((q) => q.id))
      if (state.current) known.add(state.current.question.id)
      const fresh = action.questions.filter((q) => !known.has(q.id))
      return fresh.length === 0 ? state : { ...state, queue: [...state.queue, ...fresh] }
    }
    case 'deferred': {
      const deferred = state.queue.find((q) => q.id === action.questionId)
      if (!deferred) return state
      return { ...state, queue: [...state.queue.filter((q) => q !== deferred), deferred] }
    }
  }
}

/** A stored round brought in line with the server (see the `resumed` action). */
function resumed<F, R extends SentAnswer>(
  state: PracticeState<F, R>,
  { questions, answered }: { questions: Question[]; answered: AnsweredItem[] },
): PracticeState<F, R> {
  const fresh = new Map(questions.map((q) => [q.id, q]))
  const kept = state.queue.flatMap((q) => fresh.get(q.id) ?? [])
  const keptIds = new Set(kept.map((q) => q.id))
  const queue = [...kept, ...questions.filter((q) => !keptIds.has(q.id))]
  // The device's items keep what the server does not repeat (the concepts of each answered question).
  const local = new Map(state.answered.map((item) => [item.pergunta, item]))
  const items = answered.map((item) => local.get(item.pergunta) ?? item)
  const current = state.current && !fresh.has(state.current.question.id) ? state.current : null
  if (queue.length === 0 && current === null) {
    return { ...emptyState<F, R>(state.filter), finished: scoreOf(items) }
  }
  return { ...state, queue, answered: items, current, finished: null }
}
