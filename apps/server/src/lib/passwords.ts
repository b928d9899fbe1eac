import { randomInt } from 'node:crypto'
import argon2 from 'argon2'

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes): about 30 ms here, so logins scale on 2 cores. */
export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 })

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when the CPF is unknown, so both cases take the same time. */
export const DUMMY_HASH = await hashPassword('gabarito-dummy-password')

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random password without look-alike characters, for mails and generated admin accounts. */
export function randomPassword(length = 12): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}
