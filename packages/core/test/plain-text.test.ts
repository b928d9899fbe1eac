import { describe, expect, it } from 'vitest'
import { cleanPlainText } from '../src/index.ts'

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
