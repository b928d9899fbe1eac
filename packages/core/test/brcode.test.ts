import { describe, expect, it } from 'vitest'
import { brCodeText, buildPixBrCode, crc16, parseBrCode } from '../src/index.ts'

// The example of the Banco Central's BR Code manual (static code, no amount).
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

describe('BR Code', () => {
  it('computes the CRC16 of known payloads', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D')
  })

  it('rebuilds the manual’s example exactly', () => {
    expect(
      buildPixBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE)
  })

  it('writes every field with its length, the amount with centavos, the txid and a valid checksum', () => {
    const code = buildPixBrCode({
      key: 'pagamentos@gabarito.app',
      merchantName: 'Gabarito Educação',
      merchantCity: 'Brasília',
      amountCents: 9_505,
      txid: 'GAB000123ABC',
      singleUse: true,
    })
    const fields = parseBrCode(code)
    // The merchant account (26) is a template of its own, and the checksum (63) is checked below.
    const { '26': account, '63': checksum, ...plain } = Object.fromEntries(fields)
    expect(plain).toEqual({
      '00': '01',
      '01': '12',
      '52': '0000',
      '53': '986',
      '54': '95.05',
      '58': 'BR',
      '59': 'Gabarito Educacao',
      '60': 'Brasilia',
      '62': '0512GAB000123ABC',
    })
    expect(parseBrCode(account as string)).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', 'pagamentos@gabarito.app'],
      ]),
    )
    expect(code.slice(-8, -4)).toBe('6304')
    expect(checksum).toBe(crc16(code.slice(0, -4)))
  })

  it('drops accents and cuts over-long names (25) and cities (15)', () => {
    expect(brCodeText('  Ação   Educação São João ', 25)).toBe('Acao Educacao Sao Joao')
    const code = buildPixBrCode({
      key: 'chave',
      merchantName: 'Instituição de Ensino Preparatório Gabarito',
      merchantCity: 'São José dos Campos',
      amountCents: 3500,
    })
    const fields = parseBrCode(code)
    expect(fields.get('59')).toBe('Instituicao de Ensino Pre')
    expect(fields.get('59')).toHaveLength(25)
    expect(fields.get('60')).toBe('Sao Jose dos Ca')
    expect(fields.get('54')).toBe('35.00')
  })

  it('refuses a bad txid or amount', () => {
    const base = { key: 'k', merchantName: 'Gabarito', merchantCity: 'Brasilia' }
    expect(() => buildPixBrCode({ ...base, txid: 'com-hifen' })).toThrow()
    expect(() => buildPixBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow()
    expect(() => buildPixBrCode({ ...base, amountCents: 0 })).toThrow()
    expect(() => buildPixBrCode({ ...base, amountCents: 10.5 })).toThrow()
  })
})
