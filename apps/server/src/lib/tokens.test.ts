import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { type TokenClaims, tokenService } from './tokens.ts'

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'
const claims: TokenClaims = {
  user: { id: 7, nome: 'Maria Souza', email: 'maria@exemplo.com.br', apelido: 'Cida' },
  perfis: ['Aluno'],
  endereco: null,
  tv: 0,
}
const tokens = tokenService(SECRET, '1h')
const prototypeOfEverything = Object.prototype as Record<string, unknown>
afterEach(() => {
  delete prototypeOfEverything.crit
  delete prototypeOfEverything.alg
})

/** A token of ours with another header, correctly signed. */
async function withHeader(header: object): Promise<string> {
  const [, payload] = (await tokens.sign(claims)).split('.')
  const head = Buffer.from(JSON.stringify(header)).toString('base64url')
  const signature = createHmac('sha256', SECRET).update(`${head}.${payload}`).digest('base64url')
  return `${head}.${payload}.${signature}`
}

describe('the token header', () => {
  it('is read from its own properties only, whatever Object.prototype holds', async () => {
    const token = await tokens.sign(claims)
    prototypeOfEverything.crit = '1'
    await expect(tokens.verify(token)).resolves.toMatchObject({ user: { id: 7 } })
    delete prototypeOfEverything.crit
    prototypeOfEverything.alg = 'HS256'
    await expect(tokens.verify(await withHeader({ typ: 'JWT' }))).rejects.toMatchObject({ statusCode: 401 })
  })

  it('refuses its own crit, another algorithm, and a header that is not an object', async () => {
    for (const header of [{ alg: 'HS256', typ: 'JWT', crit: ['exp'] }, { alg: 'none' }, ['HS256'], null]) {
      await expect(
        tokens.verify(await withHeader(header as object)),
        JSON.stringify(header),
      ).rejects.toMatchObject({
        statusCode: 401,
        message: 'Sessão inválida. Entre novamente.',
      })
    }
    await expect(tokens.verify(await withHeader({ alg: 'HS256', typ: 'JWT' }))).resolves.toMatchObject({
      tv: 0,
    })
  })
})
