import { describe, expect, it } from 'vitest'
import { answerKeyChange, isAnnulled, QUESTION_STATUS } from '../src/index.ts'

describe('answerKeyChange', () => {
  const key = (correctAlternativeId: number | null | undefined, annulled = false) => ({
    correctAlternativeId,
    annulled,
  })

  it('says nothing changed for the same key and annulment', () => {
    expect(answerKeyChange(key(3), key(3))).toEqual({ key: false, annulment: false })
    expect(answerKeyChange(key(null, true), key(null, true))).toEqual({ key: false, annulment: false })
  })

  it('tells a new right alternative from an (un)annulment, and both at once', () => {
    expect(answerKeyChange(key(3), key(4))).toEqual({ key: true, annulment: false })
    expect(answerKeyChange(key(3), key(3, true))).toEqual({ key: false, annulment: true })
    expect(answerKeyChange(key(3, true), key(4))).toEqual({ key: true, annulment: true })
    // An alternative the editor has not saved yet has no id: a change all the same.
    expect(answerKeyChange(key(3), key(undefined))).toEqual({ key: true, annulment: false })
  })

  it('reads the annulment from the status', () => {
    expect(isAnnulled(QUESTION_STATUS.annulled)).toBe(true)
    expect(isAnnulled(QUESTION_STATUS.hidden)).toBe(false)
    expect(isAnnulled(QUESTION_STATUS.published)).toBe(false)
  })
})
