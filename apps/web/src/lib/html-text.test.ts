import { describe, expect, it } from 'vitest'
import { hasText, hasVisibleContent } from './html-text'

describe('hasText', () => {
  it('is false for empty markup', () => {
    for (const html of [
      '',
      null,
      undefined,
      '<p></p>',
      '<p>&nbsp;</p>',
      '<p>&#160;</p>',
      '<p><br></p>',
      ' \n ',
    ]) {
      expect(hasText(html)).toBe(false)
    }
  })

  it('is true when some text shows', () => {
    expect(hasText('<h3>Regras</h3>')).toBe(true)
    expect(hasText('texto')).toBe(true)
  })
})

describe('hasVisibleContent', () => {
  it('counts an image as content, not as text', () => {
    expect(hasText('<p><img src="a.png"></p>')).toBe(false)
    expect(hasVisibleContent('<p><img src="a.png"></p>')).toBe(true)
    expect(hasVisibleContent('<p></p>')).toBe(false)
  })
})
