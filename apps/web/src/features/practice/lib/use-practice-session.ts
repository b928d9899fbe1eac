import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { refreshReviewSummary } from '@/lib/api/review-summary'
import type { AnswerResult, Question, SentAnswer } from '../api/types'
import { type LoadProblem, loadProblemHandlers } from './load-problem-handlers'
import type { Batch, PracticeRules } from './practice-rules'
import { type PracticeState, practiceReducer } from './practice-state'
import { loadState, saveState, storageKey } from './practice-storage'
import type { SendAnswer } from './use-answer-submission'

export interface PracticeSession<F, R extends SentAnswer = AnswerResult> {
  state: PracticeState<F, R>
  /** The question on screen: the one just answered, else the first of the queue. */
  question: Question | null
  /** Its result once answered. */
  result: R | null
  /** Why nothing could be loaded (shown instead of a question), until the next load. */
  problem: LoadProblem | null
  /** Questions answered, the one on screen ("3 de 24") and the round's size. */
  progress: { answered: number; position: number; total: number }
  /** After the first question (Proxima Pergunta, Pular, …) the next one takes the focus. */
  focusQuestion: boolean
  /** Another subject, topic or exam: a new queue and answered list. */
  choose: (filter: F) => void
  /** Asks again after a failed load. */
  retryLoad: () => void
  /** Drops the questions held (the one on screen too) and asks the same filter again, the answers kept. */
  reload: () => void
  send: SendAnswer<R>
  answered: (question: Question, result: R) => void
  next: () => void
  /** Drops a question (subject practice reports the skip to the server first). */
  skip: (questionId: number) => void
  /** 'Deixar por último': the question goes to the end of the queue. */
  defer: (questionId: number) => void
  /** Starts a finished round again. */
  restart: () => void
  /** Brings the round kept on the device in line with the server's (weekly mock: on opening, after a 409). */
  resume: (filter: F, batch: Required<Batch>) => void
  /** Ends the round now with what was answered (the mock's time ran out). */
  end: () => void
  /** Appends questions not yet queued (offline practice keeps 30 or more ahead). */
  add: (filter: F, questions: Question[]) => void
}

/**
 * One practice screen's session, for one course: the queue kept on the device, loading questions whenever a
 * filter is chosen and nothing is left to answer, the answers, the result on screen and the end of the queue,
 * each as the mode's `rules` say.
 */
export function usePracticeSession<F, R extends SentAnswer = AnswerResult>(
  rules: PracticeRules<F, R>,
  courseId: number,
): PracticeSession<F, R> {
  const key = storageKey(rules.mode, courseId)
  const [state, dispatch] = useReducer(practiceReducer<F, R>, key, (k) => loadState<F, R>(k))
  const [problem, setProblem] = useState<LoadProblem | null>(null)
  const [moves, setMoves] = useState(0)
  // A new round of loading each time the questions run out, the filter changes, or the user retries.
  const [round, setRound] = useState(0)
  const requestedRound = useRef<number | null>(null)
  const current = useRef({ rules, courseId })
  current.current = { rules, courseId }

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
    const { rules, courseId } = current.current
    const { onEmpty, onError } = loadProblemHandlers(rules.problems, setProblem)
    setProblem(null)
    rules.load(courseId, filter).then(
      ({ questions, answered }) => {
        if (requestedRound.current !== asked) return
        if (questions.length === 0) onEmpty()
        else dispatch({ type: 'loaded', filter, questions, answered })
      },
      (error: unknown) => {
        if (requestedRound.current === asked) onError(error)
      },
    )
  }, [needsQuestions, filter, round])

  const choose = useCallback((chosen: F) => {
    setProblem(null)
    // The focus stays on the selector just used.
    setMoves(0)
    dispatch({ type: 'choose', filter: chosen })
  }, [])

  const retryLoad = useCallback(() => {
    setProblem(null)
    setRound((r) => r + 1)
  }, [])

  // Emptying a held queue starts a round by itself; one already empty (loading, or nothing came) is asked again here.
  const needed = useRef(needsQuestions)
  needed.current = needsQuestions
  const reload = useCallback(() => {
    setProblem(null)
    if (needed.current) setRound((r) => r + 1)
    dispatch({ type: 'reload' })
  }, [])

  const send: SendAnswer<R> = useCallback(
    (question, selected, idempotencyKey, guessed) => {
      const { rules, courseId } = current.current
      if (filter === null) return Promise.reject(new Error('no subject or exam chosen'))
      return rules.answer({ courseId, filter, question, selected, idempotencyKey, guessed })
    },
    [filter],
  )

  const answered = useCallback(
    (question: Question, result: R) => {
      dispatch({ type: 'answered', question, result })
      // Any answer may change what is due (issue 30): the review's counts and the sidebar's badge read again.
      void refreshReviewSummary(courseId)
    },
    [courseId],
  )

  const moveOn = useCallback(() => setMoves((n) => n + 1), [])
  const next = useCallback(() => {
    moveOn()
    dispatch({ type: 'next', whenEmpty: current.current.rules.whenEmpty })
  }, [moveOn])
  const skip = useCallback(
    (questionId: number) => {
      moveOn()
      dispatch({ type: 'skipped', questionId })
    },
    [moveOn],
  )
  const defer = useCallback(
    (questionId: number) => {
      moveOn()
      dispatch({ type: 'deferred', questionId })
    },
    [moveOn],
  )
  const restart = useCallback(() => {
    setProblem(null)
    moveOn()
    dispatch({ type: 'restart' })
  }, [moveOn])

  const resume = useCallback((filter: F, batch: Required<Batch>) => {
    setProblem(null)
    dispatch({ type: 'resumed', filter, ...batch })
  }, [])
  const end = useCallback(() => dispatch({ type: 'ended' }), [])
  const add = useCallback(
    (filter: F, questions: Question[]) => dispatch({ type: 'added', filter, questions }),
    [],
  )

  const question = state.current?.question ?? state.queue[0] ?? null
  const result = question && state.current?.question.id === question.id ? state.current.result : null
  const answeredCount = state.answered.length
  return {
    state,
    question,
    result,
    problem,
    progress: {
      answered: answeredCount,
      position: result ? answeredCount : answeredCount + 1,
      total: answeredCount + state.queue.length,
    },
    focusQuestion: moves > 0,
    choose,
    retryLoad,
    reload,
    send,
    answered,
    next,
    skip,
    defer,
    restart,
    resume,
    end,
    add,
  }
}
