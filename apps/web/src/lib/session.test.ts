import { describe, expect, it } from 'vitest'
import { hasProfile } from './session'
import type { StoredUser } from './stored-user'

const user = { id: 7, nome: 'João Conceição', email: 'joao@example.com', apelido: 'Jão' }

describe('hasProfile', () => {
  const student: StoredUser = { ...user, perfis: ['Aluno'], endereco: null }

  it('lets any user in when no profile is required', () => {
    expect(hasProfile(student, undefined)).toBe(true)
    expect(hasProfile(student, [])).toBe(true)
  })

  it('needs one of the required profiles', () => {
    expect(hasProfile(student, ['Admin', 'Gerente'])).toBe(false)
    expect(hasProfile({ ...student, perfis: ['Aluno', 'Gerente'] }, ['Admin', 'Gerente'])).toBe(true)
    expect(hasProfile(null, undefined)).toBe(false)
  })
})
