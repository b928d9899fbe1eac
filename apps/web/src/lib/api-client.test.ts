import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage } from './api-client'

describe('ApiError', () => {
  it('keeps the first message of each field', () => {
    const error = new ApiError(422, {
      message: 'Este CPF já está cadastrado.',
      errors: { id: ['Este CPF já está cadastrado.', 'outro'], email: [] },
    })
    expect(error.fieldErrors).toEqual({ id: 'Este CPF já está cadastrado.' })
  })

  it('shows the server error, then its message, then the fallback', () => {
    expect(errorMessage(new ApiError(401, { error: 'CPF ou senha inválidos.' }))).toBe(
      'CPF ou senha inválidos.',
    )
    expect(errorMessage(new ApiError(429, { message: 'Muitas tentativas.' }))).toBe('Muitas tentativas.')
    expect(errorMessage(new ApiError(500, {}), 'Falhou.')).toBe('Falhou.')
    expect(errorMessage(new Error('x'), 'Falhou.')).toBe('Falhou.')
  })
})
