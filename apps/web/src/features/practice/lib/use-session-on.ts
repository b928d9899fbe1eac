import { useEffect, useRef } from 'react'
import type { PracticeRules } from './practice-rules'
import { sameFilter } from './practice-state'
import { type PracticeSession, usePracticeSession } from './use-practice-session'

/**
 * The session of `rules`, always on `wanted` (what the URL says): the queue kept on the device follows it. With
 * `afreshOnOpen`, `wanted` is asked again on opening even when the kept queue is on it ("Refazer" a question again
 * after it was redone).
 */
export function useSessionOn<F>(
  rules: PracticeRules<F>,
  courseId: number,
  wanted: F,
  afreshOnOpen = false,
): PracticeSession<F> {
  const session = usePracticeSession(rules, courseId)
  const { state, choose } = session
  const chooseOnOpen = useRef(afreshOnOpen)
  const wantedKey = JSON.stringify(wanted)
  // biome-ignore lint/correctness/useExhaustiveDependencies: wantedKey stands for the wanted filter's value.
  useEffect(() => {
    if (chooseOnOpen.current || !sameFilter(state.filter, wanted)) {
      chooseOnOpen.current = false
      choose(wanted)
    }
  }, [wantedKey, state.filter, choose])
  return session
}
