import { describe, expect, it } from 'vitest'
import { hasText, hasVisibleContent } from './html-text'

describe('hasText and hasVisibleContent', () => {
  it('see no text in empty tags and non-breaking spaces', () => {
    expect(hasText('<p>&nbsp;</p><p> </p>')).toBe(false)
    expect(hasText('<p>Regra</p>')).toBe(true)
  })

  it('count an image as content, not as text', () => {
    expect(hasText('<p><img src="a.png"></p>')).toBe(false)
    expect(hasVisibleContent('<p><img src="a.png"></p>')).toBe(true)
    expect(hasVisibleContent('<p></p>')).toBe(false)
  })
})
