import { describe, expect, it } from 'vitest'
import { isOpenNow } from './close-mock-now'

describe('"Encerrar agora" is offered while a mock takes answers', () => {
  const mock = { abre: '2026-11-23T03:00:00.000Z', fecha: '2026-11-30T03:00:00.000Z' }

  it('from its opening up to, not including, its close', () => {
    expect(isOpenNow(mock, Date.parse('2026-11-23T02:59:59.999Z'))).toBe(false)
    expect(isOpenNow(mock, Date.parse('2026-11-23T03:00:00.000Z'))).toBe(true)
    expect(isOpenNow(mock, Date.parse('2026-11-30T02:59:59.999Z'))).toBe(true)
    expect(isOpenNow(mock, Date.parse('2026-11-30T03:00:00.000Z'))).toBe(false)
  })
})
