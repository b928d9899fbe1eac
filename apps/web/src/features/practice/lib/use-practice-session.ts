import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { Question } from '../api/types'
import {
  loadState,
  type PracticeAction,
  type PracticeMode,
  type PracticeState,
  practiceReducer,
  saveState,
  storageKey,
} from './practice-state'

export type LoadStatus = 'idle' | 'loading' | 'failed'

interface Options<F> {
  mode: PracticeMode
  courseId: number
  /** Fetches the questions of a filter (a batch of a subject, or a whole exam). */
  load: (filter: F) => Promise<Question[]>
  /** An empty answer: the screen says why. */
  onEmpty: (filter: F) => void
  onError: (error: unknown, filter: F) => void
}

export interface PracticeSession<F> {
  state: PracticeState<F>
  status: LoadStatus
  /** The question on screen: the one just answered, else the first of the queue. */
  question: Question | null
  dispatch: (action: PracticeAction<F>) => void
  /** Asks again after a failed load. */
  retryLoad: () => void
}

/**
 * The practice queue of one course and screen, kept on the device, fetching questions whenever a filter is
 * chosen and nothing is left to answer.
 */
export function usePracticeSession<F>({
  mode,
  courseId,
  load,
  onEmpty,
  onError,
}: Options<F>): PracticeSession<F> {
  const key = storageKey(mode, courseId)
  const [state, dispatch] = useReducer(practiceReducer<F>, key, (k) => loadState<F>(k))
  const [status, setStatus] = useState<LoadStatus>('idle')
  // A new round of loading each time the questions run out, the filter changes, or the user retries.
  const [round, setRound] = useState(0)
  const requestedRound = useRef<number | null>(null)
  const callbacks = useRef({ load, onEmpty, onError })
  callbacks.current = { load, onEmpty, onError }

  useEffect(() => {
    saveState(key, state)
  }, [key, state])

  const needsQuestions =
    state.filter !== null && state.queue.length === 0 && state.current === null && state.finished === null
  const filter = state.filter
  const filterKey = JSON.stringify(filter)

  // Each new need for questions (another filter, an empty queue) starts a new round.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter's value.
  useEffect(() => {
    if (needsQuestions) setRound((r) => r + 1)
  }, [needsQuestions, filterKey])

  useEffect(() => {
    if (!needsQuestions || filter === null || round === 0 || requestedRound.current === round) return
    requestedRound.current = round
    const asked = round
    setStatus('loading')
    callbacks.current.load(filter).then(
      (questions) => {
        if (requestedRound.current !== asked) return
        if (questions.length === 0) {
          setStatus('failed')
          callbacks.current.onEmpty(filter)
          return
        }
        setStatus('idle')
        dispatch({ type: 'loaded', filter, questions })
      },
      (error: unknown) => {
        if (requestedRound.current !== asked) return
        setStatus('failed')
        callbacks.current.onError(error, filter)
      },
    )
  }, [needsQuestions, filter, round])

  const wrappedDispatch = useCallback((action: PracticeAction<F>) => {
    // A new filter or a restart starts a new round (answers to an older request are then ignored).
    if (action.type === 'choose' || action.type === 'restart') setStatus('idle')
    dispatch(action)
  }, [])

  const retryLoad = useCallback(() => {
    setStatus('idle')
    setRound((r) => r + 1)
  }, [])

  return {
    state,
    status,
    question: state.current?.question ?? state.queue[0] ?? null,
    dispatch: wrappedDispatch,
    retryLoad,
  }
}
