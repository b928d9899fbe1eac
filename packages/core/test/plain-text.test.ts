import { describe, expect, it } from 'vitest'
import { cleanPlainText, isBlankLooking } from '../src/index.ts'

describe('cleanPlainText', () => {
  it('keeps markup, accents and line breaks as typed', () => {
    expect(cleanPlainText('se x<y e y>z, A & B <b>\nfim')).toBe('se x<y e y>z, A & B <b>\nfim')
    expect(cleanPlainText('Conceição\tç')).toBe('Conceição\tç')
  })

  it('composes accents and writes line breaks as \\n', () => {
    expect(cleanPlainText('Conceic\u0327a\u0303o')).toBe('Conceição')
    expect(cleanPlainText('a\r\nb\rc')).toBe('a\nb\nc')
  })

  it('keeps the zero-width joiner of an emoji', () => {
    expect(cleanPlainText('dev 👩\u200D💻')).toBe('dev 👩\u200D💻')
  })

  it('drops bidirectional controls, zero-width characters and control characters, then trims', () => {
    expect(cleanPlainText(' \u202Eabc\u2066d\u2069\u200Be\uFEFF\u0000\u007F\u0085 ')).toBe('abcde')
  })
})

describe('isBlankLooking', () => {
  it('is true of a text that shows nothing: white space, format characters and blank-looking fillers only', () => {
    for (const text of [
      '',
      ' \n\t',
      '\u200D',
      '\u200B\u200C\u200E\u2060\uFEFF',
      '\u202E\u2066\u2069',
      '\u00A0\u3000\u2007\u202F',
      '\u3164',
      '\u115F\u1160',
      '\uFFA0',
      '\u2800',
      '\u034F\uFE0F',
      '\u00AD',
      '\u{E0020}\u{E007F}',
    ])
      expect([text, isBlankLooking(text)]).toEqual([text, true])
  })

  it('is false as soon as one character shows, accents, emoji and other scripts included', () => {
    for (const text of ['a', ' ç ', '\u200D.\u200D', '👩\u200D💻', '❤\uFE0F', '漢', 'ㄱ', '\u0301', '-'])
      expect([text, isBlankLooking(text)]).toEqual([text, false])
  })
})
