import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'gabarito-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const base = { DATA_DIR: dir, JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-0123456789' }

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env })
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('configuration', () => {
  it('lists every bad setting at once, in Portuguese', () => {
    const message = configError({ PORT: 'porta', DATABASE_URL: 'mysql://db/gabarito', TOKEN_TTL: '7 dias' })
    expect(message).toContain('Configuração inválida')
    expect(message).toContain('PORT:')
    expect(message).toContain('DATABASE_URL: deve começar com postgres:// ou postgresql://')
    expect(message).toContain('TOKEN_TTL: use um número seguido de s, m, h ou d (ex.: 7d)')
  })

  it('needs the PSP client key with its certificate, and files that exist', () => {
    writeFileSync(path.join(dir, 'client.crt'), 'pem')
    expect(configError({ PSP_CERT_FILE: path.join(dir, 'client.crt') })).toContain(
      'PSP_CERT_FILE: exige PSP_KEY_FILE',
    )
    const missing = configError({
      PSP_CERT_FILE: path.join(dir, 'client.crt'),
      PSP_KEY_FILE: path.join(dir, 'client.key'),
      PSP_CA_FILE: path.join(dir, 'ca.crt'),
    })
    expect(missing).toContain(`PSP_KEY_FILE: arquivo não encontrado (${path.join(dir, 'client.key')})`)
    expect(missing).toContain('PSP_CA_FILE: arquivo não encontrado')
    expect(missing).not.toContain('PSP_CERT_FILE')
  })

  it('reads relative PSP files from the directory npm was started in', () => {
    writeFileSync(path.join(dir, 'client.key'), 'pem')
    const config = loadConfig({
      ...base,
      INIT_CWD: dir,
      PSP_CERT_FILE: 'client.crt',
      PSP_KEY_FILE: './client.key',
    })
    expect(config.PSP_CERT_FILE).toBe(path.join(dir, 'client.crt'))
    expect(config.PSP_KEY_FILE).toBe(path.join(dir, 'client.key'))
    expect(config.PSP_CA_FILE).toBeUndefined()
  })

  it('takes a read replica only beside a primary', () => {
    expect(configError({ DATABASE_READ_URL: 'postgres://replica/gabarito' })).toContain(
      'DATABASE_READ_URL: exige DATABASE_URL',
    )
    expect(
      configError({ DATABASE_URL: 'postgres://db/g', DATABASE_READ_URL: 'mysql://replica/g' }),
    ).toContain('DATABASE_READ_URL: deve começar com postgres:// ou postgresql://')
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://db/g',
      DATABASE_READ_URL: 'postgres://replica/g',
    })
    expect(config.DATABASE_READ_URL).toBe('postgres://replica/g')
  })
})
