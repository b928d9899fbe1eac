/**
 * PIX "copia e cola" payloads following the Banco Central's BR Code manual: an EMV merchant-presented QR
 * (ID + two-digit length + value fields) closed by a CRC16-CCITT checksum.
 */

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Plain ASCII for the name and city fields: accents dropped, other symbols removed, trimmed to `max`. */
export function brCodeText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

export interface PixCharge {
  /** The receiver's PIX key (CPF/CNPJ, e-mail, phone or random key). */
  key: string
  merchantName: string
  merchantCity: string
  /** Amount in integer centavos; omitted lets the payer type it. */
  amountCents?: number
  /** Identifies this payment (1 to 25 letters and digits); '***' when none. */
  txid?: string
  /** Single-use code (point of initiation 12) rather than a reusable one (11). */
  singleUse?: boolean
}

export function buildPixBrCode(charge: PixCharge): string {
  const txid = charge.txid ?? '***'
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new Error('txid must be 1 to 25 letters or digits')
  const name = brCodeText(charge.merchantName, 25)
  const city = brCodeText(charge.merchantCity, 15)
  if (!name || !city) throw new Error('merchant name and city are required')
  const account = field('00', 'br.gov.bcb.pix') + field('01', charge.key.trim())
  let payload =
    field('00', '01') +
    (charge.singleUse ? field('01', '12') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986')
  if (charge.amountCents !== undefined) {
    if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0)
      throw new Error('amount must be positive centavos')
    payload += field('54', (charge.amountCents / 100).toFixed(2))
  }
  // 6304: the CRC field's id and length; its value is the CRC of everything before it, this included.
  payload += `${field('58', 'BR')}${field('59', name)}${field('60', city)}${field('62', field('05', txid))}6304`
  return payload + crc16(payload)
}

/** Reads the top-level fields of a BR Code (for tests and for checking a PSP's code). */
export function parseBrCode(code: string): Map<string, string> {
  const fields = new Map<string, string>()
  let i = 0
  while (i < code.length) {
    const id = code.slice(i, i + 2)
    const length = Number(code.slice(i + 2, i + 4))
    if (!/^\d{2}$/.test(id) || Number.isNaN(length)) throw new Error(`bad BR Code at ${i}`)
    fields.set(id, code.slice(i + 4, i + 4 + length))
    i += 4 + length
  }
  return fields
}
