import { useEffect, useRef } from 'react'
import { markMockShown } from '../api/mark-mock-shown'

/**
 * Tells the server each time a mock question comes on screen unanswered (first show, after the next one, after
 * one put aside, on resume), once per showing. Best effort: a failed call only loses that question's time, so it
 * neither waits nor warns.
 */
export function useMockShown(courseId: number, mockId: number | undefined, questionId: number | null): void {
  // Once per showing: a re-run of the effect for the same card (a strict-mode remount) is not a new showing.
  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (mockId === undefined || questionId === null) {
      reported.current = null
      return
    }
    const showing = `${mockId}-${questionId}`
    if (reported.current === showing) return
    reported.current = showing
    markMockShown({ modulo_id: courseId, desafio_id: mockId, pergunta_id: questionId }).catch(() => undefined)
  }, [courseId, mockId, questionId])
}
