import { createHash, randomBytes } from 'node:crypto'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { insertPasswordReset, isPasswordResetOpen, usePasswordReset } from './password-resets.repo.ts'
import type { UserRow } from './users.repo.ts'

/**
 * A user's single-use password reset links (decision 0026). They live with the user rows, below accounts and the
 * staff's user screens, because both send them: the student's own request (accounts) and an Admin's (users.staff).
 */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000
export const RESET_MAIL_FAILED = 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.'

// Only the token's SHA-256 is stored.
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

const maskedCpf = (cpf: string) => `${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}`

/**
 * Stores a new single-use link for the user and mails it (the outbox without SMTP); a mail failure is a 503.
 * The student's own request and an Admin's (decision 0026) both send it.
 */
export async function sendResetLink(deps: Deps, user: UserRow): Promise<void> {
  const cpf = user.cpf
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(deps.clock().getTime() + RESET_LINK_TTL_MS)
  await insertPasswordReset(deps.db, { userId: user.id, tokenHash: sha256(token), expiresAt })
  const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/#/recuperar_senha/${token}`
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Gabarito: redefinir sua senha',
      text: [
        `Olá, ${user.nickname}!`,
        '',
        `Recebemos um pedido para redefinir a senha do CPF ${maskedCpf(cpf)}.`,
        'Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez:',
        '',
        link,
        '',
        'Se você não pediu, ignore este e-mail: sua senha atual continua valendo.',
      ].join('\n'),
    })
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'password reset mail failed')
    throw new AppError(503, RESET_MAIL_FAILED)
  }
}

/** True when the link of this token is neither used nor expired. */
export function isResetLinkOpen(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<boolean> {
  return isPasswordResetOpen(deps.db, sha256(token), deps.clock())
}

/**
 * Uses the link up and closes the user's other open links; the user's id, or undefined when the link is not open
 * (any more: of two requests racing with one link, only the first gets the user).
 */
export function useResetLink(tx: Executor, token: string, now: Date): Promise<number | undefined> {
  return usePasswordReset(tx, sha256(token), now)
}
