import { useLayoutEffect, useRef } from 'react'
import type { Question } from '../api/types'

/** Digits 1–9 pick by position, letters by the alternative's letter. */
export function alternativeForKey(question: Question, key: string): number | null {
  if (/^[1-9]$/.test(key)) return question.resposta[Number(key) - 1]?.id ?? null
  if (/^[a-z]$/i.test(key)) {
    return question.resposta.find((a) => a.letra.toUpperCase() === key.toUpperCase())?.id ?? null
  }
  return null
}

/** Typing in a text field, a select or a dialog: the practice keys stay out of the way. */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('textarea, select, [contenteditable="true"], [role="dialog"]')) return true
  return target instanceof HTMLInputElement && target.type !== 'radio'
}

interface Options {
  question: Question
  answered: boolean
  sending: boolean
  onChoose: (alternativeId: number) => void
  onSubmit: () => void
  onNext: () => void
}

/**
 * Keys 1–5 or A–E choose an alternative; Enter answers, and once answered goes to the next question.
 * One listener for the card's life, reading the latest state through a ref updated before the browser paints:
 * a key pressed as soon as the result (or the next question) shows must see that state, not the one before.
 */
export function useAnswerKeys(options: Options): void {
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { question, answered, sending, onChoose, onSubmit, onNext } = latest.current
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (keyBelongsElsewhere(event.target)) return
      if (event.key === 'Enter') {
        // A focused button or link does its own thing with Enter.
        if (event.target instanceof HTMLElement && event.target.closest('button, a')) return
        event.preventDefault()
        if (answered) onNext()
        else onSubmit()
        return
      }
      if (answered || sending) return
      const id = alternativeForKey(question, event.key)
      if (id !== null) {
        event.preventDefault()
        onChoose(id)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
