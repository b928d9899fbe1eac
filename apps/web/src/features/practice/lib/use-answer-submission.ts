import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { AnswerResult, Question, SentAnswer } from '../api/types'
import { practiceTexts } from '../texts'
import { newIdempotencyKey } from './idempotency-key'
import { isTransient, sendWithRetry } from './send-with-retry'

/** Records one answer with the mode's endpoint (one call; retries are this hook's). */
export type SendAnswer<R extends SentAnswer = AnswerResult> = (
  question: Question,
  selected: number,
  idempotencyKey: string,
  /** "Chutei" was ticked: a right guess still comes back for review (issue 30). */
  guessed: boolean,
) => Promise<R>

export type AnswerFailure = { kind: 'locked' | 'network' | 'other'; message: string }

function failureOf(error: unknown): AnswerFailure {
  if (error instanceof ApiError && (error.status === 423 || error.status === 403)) {
    return { kind: 'locked', message: errorMessage(error) }
  }
  if (isTransient(error)) return { kind: 'network', message: practiceTexts.answerFailed }
  return { kind: 'other', message: errorMessage(error) }
}

interface Options<R extends SentAnswer> {
  question: Question
  send: SendAnswer<R>
  onAnswered: (question: Question, result: R) => void
}

/**
 * Sending the answer to one question: one idempotency key for it, kept for every automatic retry (1, 2, 4, 8 s on
 * network errors and 502/503/504) and for a new press of Responder, so the server counts it once.
 */
export function useAnswerSubmission<R extends SentAnswer>({ question, send, onAnswered }: Options<R>) {
  const [sending, setSending] = useState(false)
  /** The automatic retry under way (1–4), 0 when none. */
  const [retrying, setRetrying] = useState(0)
  const [failure, setFailure] = useState<AnswerFailure | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const submit = useCallback(
    async (selected: number, guessed: boolean) => {
      if (sending) return
      idempotencyKey.current ??= newIdempotencyKey()
      const key = idempotencyKey.current
      setSending(true)
      setFailure(null)
      setRetrying(0)
      try {
        const result = await sendWithRetry(() => send(question, selected, key, guessed), {
          onRetry: (attempt) => {
            if (mounted.current) setRetrying(attempt)
          },
        })
        if (mounted.current) onAnswered(question, result)
      } catch (error) {
        if (mounted.current) setFailure(failureOf(error))
      } finally {
        if (mounted.current) {
          setSending(false)
          setRetrying(0)
        }
      }
    },
    [question, sending, send, onAnswered],
  )

  return { submit, sending, retrying, failure }
}
