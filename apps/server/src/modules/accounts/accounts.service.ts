import { texts } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { AppError, type FieldErrors, ValidationError } from '../../lib/errors.ts'
import { hashPassword, randomPassword } from '../../lib/passwords.ts'
import type { Caller } from '../auth/auth.service.ts'
import { forgetCachedUser, issueToken } from '../auth/auth.service.ts'
import type { SignUpInput } from './accounts.schemas.ts'
import { emailTaken, findUserByCpf, insertUser, replacePassword } from './users.repo.ts'

// Generous: a class may sign up together from one school or barracks address.
export const SIGN_UP_LIMIT = { limit: 30, windowSeconds: 60 * 60 }
export const RESET_LIMITS = {
  perCpf: { limit: 3, windowSeconds: 60 * 60 },
  perAddress: { limit: 30, windowSeconds: 60 * 60 },
}

export const messages = {
  signedUp: texts.signUpSuccess,
  cpfTaken: 'Este CPF já está cadastrado.',
  emailTaken: 'Este e-mail já está cadastrado.',
  passwordMismatch: 'A confirmação não confere com a senha.',
  resetSent:
    'Se o CPF estiver cadastrado, uma nova senha foi enviada para o e-mail do cadastro. Verifique também a caixa de spam.',
  passwordChanged: 'Senha alterada com sucesso!',
  mailFailed: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
}

function mismatch(password: string, confirmation: string): FieldErrors {
  return password === confirmation ? {} : { passwordConfirm: [messages.passwordMismatch] }
}

export async function signUp(deps: Deps, input: SignUpInput, address: string): Promise<void> {
  await deps.limiter.consume(`signup:addr:${address}`, SIGN_UP_LIMIT)
  const errors: FieldErrors = mismatch(input.password, input.passwordConfirm)
  if (await findUserByCpf(deps.db, input.id)) errors.id = [messages.cpfTaken]
  if (await emailTaken(deps.db, input.email)) errors.email = [messages.emailTaken]
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  try {
    await insertUser(deps.db, {
      cpf: input.id,
      email: input.email,
      name: input.nome,
      nickname: input.apelido,
      passwordHash: await hashPassword(input.password),
    })
  } catch (error) {
    // Two sign-ups racing for the same CPF or e-mail: the database decides, the client gets the field's message.
    if (isUniqueViolation(error, 'users_cpf_key')) throw new ValidationError({ id: [messages.cpfTaken] })
    if (isUniqueViolation(error, 'users_email_key'))
      throw new ValidationError({ email: [messages.emailTaken] })
    throw error
  }
}

/**
 * Mails a new random password. The answer is the same whether or not the CPF exists. The password
 * changes only after the mail was accepted for delivery, so a mail failure never locks anyone out,
 * and no transaction is held open while the mail server talks.
 */
export async function resetPassword(deps: Deps, cpf: string, address: string): Promise<string> {
  await deps.limiter.consume(`reset:addr:${address}`, RESET_LIMITS.perAddress)
  await deps.limiter.consume(`reset:cpf:${cpf}`, RESET_LIMITS.perCpf)
  const user = await findUserByCpf(deps.db, cpf)
  if (!user) return messages.resetSent
  const password = randomPassword()
  const passwordHash = await hashPassword(password)
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Gabarito: sua nova senha',
      text: [
        `Olá, ${user.nickname}!`,
        '',
        `Recebemos um pedido de nova senha para o CPF ${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}.`,
        `Sua nova senha é: ${password}`,
        '',
        'Entre com ela e troque-a em Perfil > Alterar senha.',
        'Se você não pediu uma nova senha, troque-a assim que entrar.',
      ].join('\n'),
    })
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'password reset mail failed')
    throw new AppError(503, messages.mailFailed)
  }
  await replacePassword(deps.db, user.id, passwordHash)
  await forgetCachedUser(deps, user.id)
  return messages.resetSent
}

/** Changes the caller's password; every older token stops working and a fresh one is returned. */
export async function changePassword(
  deps: Deps,
  caller: Caller,
  password: string,
  confirmation: string,
): Promise<{ message: string; access_token: string }> {
  const errors = mismatch(password, confirmation)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  const user = await replacePassword(deps.db, caller.id, await hashPassword(password))
  await forgetCachedUser(deps, caller.id)
  return { message: messages.passwordChanged, access_token: await issueToken(deps, user) }
}
