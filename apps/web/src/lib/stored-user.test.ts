import { describe, expect, it } from 'vitest'
import { decodeToken } from './stored-user'

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url')
}

function token(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.assinatura`
}

const user = { id: 7, nome: 'João Conceição', email: 'joao@example.com', apelido: 'Jão' }

describe('decodeToken', () => {
  it('reads the user, profiles and address, accents included', () => {
    const decoded = decodeToken(token({ user, perfis: ['Aluno'], endereco: null, exp: 2_000_000_000 }), 0)
    expect(decoded).toEqual({ ...user, perfis: ['Aluno'], endereco: null, exp: 2_000_000_000 })
  })

  it('treats an expired token as no user', () => {
    const expired = token({ user, perfis: [], exp: 1_000 })
    expect(decodeToken(expired, 1_000 * 1000)).toBeNull()
    expect(decodeToken(expired, 999 * 1000)).not.toBeNull()
  })

  it('refuses malformed tokens', () => {
    expect(decodeToken('')).toBeNull()
    expect(decodeToken('abc')).toBeNull()
    expect(decodeToken('a.bm90IGpzb24.c')).toBeNull()
    expect(decodeToken(token({ perfis: ['Admin'] }))).toBeNull()
  })
})
