import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirect('/profile')).toBe('/profile')
    expect(safeRedirect('/alterar/senha?x=1')).toBe('/alterar/senha?x=1')
  })

  it('falls back to / for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'profile',
      '//evil.example',
      '/\\evil.example',
      'https://x.y',
    ]) {
      expect(safeRedirect(value)).toBe('/')
    }
  })
})

describe('loginPathFor', () => {
  it('carries the wanted path', () => {
    expect(loginPathFor('/profile')).toBe('/login?redirect=%2Fprofile')
    expect(loginPathFor('/')).toBe('/login')
  })
})
