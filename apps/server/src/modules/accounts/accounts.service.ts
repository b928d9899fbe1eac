import { ROLES, texts } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { type FieldErrors, ValidationError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { issueToken } from '../auth/auth.service.ts'
import {
  isResetLinkOpen,
  RESET_MAIL_FAILED,
  sendResetLink,
  useResetLink,
} from '../users/reset-links.service.ts'
import {
  emailTaken,
  findUserByCpf,
  forgetCachedUser,
  hasUserWithRole,
  insertUser,
  NICKNAME_INDEX,
  nicknameTaken,
  replacePassword,
} from '../users/users.service.ts'
import { RESET_LINK_INVALID, type ResetConfirmInput, type SignUpInput } from './accounts.schemas.ts'

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
  nicknameTaken: 'Este apelido já está em uso. Escolha outro.',
  passwordMismatch: 'A confirmação não confere com a senha.',
  resetSent:
    'Se o CPF estiver cadastrado, enviamos um link para criar uma nova senha ao e-mail do cadastro. ' +
    'O link vale por 1 hora. Verifique também a caixa de spam.',
  badResetLink: RESET_LINK_INVALID,
  passwordReset: 'Senha redefinida com sucesso! Entre com a nova senha.',
  passwordChanged: 'Senha alterada com sucesso!',
  mailFailed: RESET_MAIL_FAILED,
}

function mismatch(password: string, confirmation: string): FieldErrors {
  return password === confirmation ? {} : { passwordConfirm: [messages.passwordMismatch] }
}

export async function signUp(deps: Deps, input: SignUpInput, address: string): Promise<void> {
  await deps.limiter.consume(`signup:addr:${address}`, SIGN_UP_LIMIT)
  const errors: FieldErrors = mismatch(input.password, input.passwordConfirm)
  if (await findUserByCpf(deps, input.id)) errors.id = [messages.cpfTaken]
  if (await emailTaken(deps, input.email)) errors.email = [messages.emailTaken]
  if (await nicknameTaken(deps, input.apelido)) errors.apelido = [messages.nicknameTaken]
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  try {
    await insertUser(deps, {
      cpf: input.id,
      email: input.email,
      name: input.nome,
      nickname: input.apelido,
      passwordHash: await hashPassword(input.password),
    })
  } catch (error) {
    // Two sign-ups racing for the same CPF, e-mail or nickname: the database decides, the client gets the field's
    // message.
    if (isUniqueViolation(error, 'users_cpf_key')) throw new ValidationError({ id: [messages.cpfTaken] })
    if (isUniqueViolation(error, 'users_email_key'))
      throw new ValidationError({ email: [messages.emailTaken] })
    if (isUniqueViolation(error, NICKNAME_INDEX))
      throw new ValidationError({ apelido: [messages.nicknameTaken] })
    throw error
  }
}

/**
 * Mails a single-use link that lets the student choose a new password. The answer is the same whether or not the
 * CPF exists, and nothing changes until the link is used: whoever knows a CPF can no longer lock its student out.
 * Only the token's SHA-256 is stored. A mail failure is a 503, and that link stays unknown to everyone.
 */
export async function requestPasswordReset(deps: Deps, cpf: string, address: string): Promise<string> {
  await deps.limiter.consume(`reset:addr:${address}`, RESET_LIMITS.perAddress)
  await deps.limiter.consume(`reset:cpf:${cpf}`, RESET_LIMITS.perCpf)
  const user = await findUserByCpf(deps, cpf)
  if (!user) return messages.resetSent
  await sendResetLink(deps, user)
  return messages.resetSent
}

/**
 * Sets the password chosen through a reset link: the link is used up (and the user's other links closed), and every
 * older token stops working, as after a password change. Answers the message and the user's CPF: whoever opened
 * the mailed link may have this device trusted for the login (decision 0037).
 */
export async function confirmPasswordReset(
  deps: Deps,
  input: ResetConfirmInput,
): Promise<{ message: string; cpf: string }> {
  const errors: FieldErrors = {}
  if (!(await isResetLinkOpen(deps, input.token))) errors.token = [messages.badResetLink]
  Object.assign(errors, mismatch(input.password, input.passwordConfirm))
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  const passwordHash = await hashPassword(input.password)
  const user = await deps.db.transaction(async (tx) => {
    const owner = await useResetLink(tx, input.token, deps.clock())
    return owner === undefined ? undefined : replacePassword({ db: tx }, owner, passwordHash)
  })
  // The same link sent twice at once: the first one wins.
  if (user === undefined) throw new ValidationError({ token: [messages.badResetLink] })
  await forgetCachedUser(deps, user.id)
  return { message: messages.passwordReset, cpf: user.cpf }
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
  const user = await replacePassword(deps, caller.id, await hashPassword(password))
  await forgetCachedUser(deps, caller.id)
  return { message: messages.passwordChanged, access_token: await issueToken(deps, user) }
}

const STAFF_ACCOUNT = {
  [ROLES.admin]: {
    name: 'Administrador',
    nickname: 'Admin',
    email: 'admin',
    roles: [ROLES.admin, ROLES.student],
  },
  [ROLES.manager]: {
    name: 'Gerente de Conteúdo',
    nickname: 'Gerente',
    email: 'gerente',
    roles: [ROLES.manager],
  },
} as const

/** The staff account's nickname, or "Admin 2", "Admin 3"… when a live account already reads like it. */
async function freeNickname(deps: Pick<Deps, 'db'>, nickname: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? nickname : `${nickname} ${n}`
    if (!(await nicknameTaken(deps, candidate))) return candidate
  }
}

/**
 * Creates the first staff member with the role (an Admin may also practise as a student) unless someone holds
 * the role already; answers whether it did.
 */
export async function createFirstStaffMember(
  deps: Pick<Deps, 'db'>,
  role: typeof ROLES.admin | typeof ROLES.manager,
  cpf: string,
  password: string,
): Promise<boolean> {
  if (await hasUserWithRole(deps, role)) return false
  const account = STAFF_ACCOUNT[role]
  await insertUser(deps, {
    cpf,
    email: `${account.email}+${cpf}@gabarito.app`,
    name: account.name,
    nickname: await freeNickname(deps, account.nickname),
    passwordHash: await hashPassword(password),
    roles: [...account.roles],
  })
  return true
}
