import { describe, expect, it } from 'vitest'
import { matchesCourseName } from './course-filter'

describe('matchesCourseName', () => {
  const name = 'Aeronáutica — EEAR (CFS)'

  it('finds a substring of the name, ignoring case', () => {
    expect(matchesCourseName(name, 'eear')).toBe(true)
    expect(matchesCourseName(name, 'AERONÁUTICA')).toBe(true)
    expect(matchesCourseName(name, '  (cfs) ')).toBe(true)
    expect(matchesCourseName(name, 'marinha')).toBe(false)
  })

  it('also ignores accents', () => {
    expect(matchesCourseName(name, 'aeronautica')).toBe(true)
    expect(matchesCourseName('Formação de Sargentos', 'formacao')).toBe(true)
  })

  it('shows everything for an empty or blank filter', () => {
    expect(matchesCourseName(name, '')).toBe(true)
    expect(matchesCourseName(name, '   ')).toBe(true)
  })
})
