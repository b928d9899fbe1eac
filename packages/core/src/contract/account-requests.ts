import { z } from 'zod/mini'
import { isValidCpf } from '../cpf.ts'
import { cleanPlainText } from '../plain-text.ts'
import { requiredMessage as required, visibleText } from './fields.ts'

/** Said of any token that opens nothing: unknown, used, expired or malformed alike. */
export const RESET_LINK_INVALID = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo.'

/** A CPF as typed (a number is accepted too), reduced to its digits: what login and the reset request look up. */
const cpfDigits = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: required('CPF') }),
    z.transform((v) => String(v).replace(/\D/g, '')),
  ),
  z.string().check(z.minLength(1, required('CPF'))),
)

/** CPF as typed: digits only (a number is accepted too), with valid check digits. */
export const cpfField = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: required('CPF') }),
    z.transform((v) => String(v).trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: required('CPF'), abort: true }),
      z.regex(/^\d+$/, { error: 'Informe o CPF apenas com números.', abort: true }),
      z.refine(isValidCpf, 'CPF inválido.'),
    ),
)

export const passwordField = z
  .string({ error: required('senha') })
  .check(
    z.minLength(8, 'A senha deve ter ao menos 8 caracteres.'),
    z.maxLength(128, 'A senha deve ter no máximo 128 caracteres.'),
  )

const passwordConfirmField = z
  .string({ error: required('confirmação de senha') })
  .check(z.minLength(1, required('confirmação de senha')))

/** `POST /api/v1/cadastro`: a new student's account. */
export const signUpBody = z.object({
  nome: z
    .string({ error: required('nome') })
    .check(
      z.overwrite(cleanPlainText),
      z.minLength(1, { error: required('nome'), abort: true }),
      visibleText(required('nome')),
      z.minLength(3, 'Informe o nome completo.'),
      z.maxLength(150, 'O nome deve ter no máximo 150 caracteres.'),
    ),
  email: z.pipe(
    z
      .string({ error: required('e-mail') })
      .check(
        z.trim(),
        z.minLength(1, { error: required('e-mail'), abort: true }),
        z.maxLength(254, 'O e-mail deve ter no máximo 254 caracteres.'),
      ),
    z.email('Informe um e-mail válido.'),
  ),
  id: cpfField,
  apelido: z
    .string({ error: required('apelido') })
    .check(
      z.overwrite(cleanPlainText),
      z.minLength(1, { error: required('apelido'), abort: true }),
      visibleText(required('apelido')),
      z.maxLength(60, 'O apelido deve ter no máximo 60 caracteres.'),
    ),
  password: passwordField,
  passwordConfirm: passwordConfirmField,
})
export type SignUpInput = z.output<typeof signUpBody>

/** `POST /api/v1/seguranca/auth/login`: the CPF (any punctuation dropped) and the password. */
export const loginBody = z.object({
  id: cpfDigits,
  password: z.string({ error: required('senha') }).check(z.minLength(1, required('senha'))),
  device_token: z
    .optional(z.string().check(z.maxLength(200)))
    .check(
      z.describe(
        'O device_token da última resposta de login deste aparelho, para apps que não guardam cookies ' +
          '(decisão 0037): sem ele, as tentativas contam no limite do CPF.',
      ),
    ),
})
export type LoginInput = z.output<typeof loginBody>

/** `POST /api/v1/cadastro/reset/senha`: asks for a reset link by CPF. */
export const resetPasswordBody = z.object({ cpf: cpfDigits })
export type ResetPasswordInput = z.output<typeof resetPasswordBody>

// Every problem with the token gets the same answer: a link is either usable or not.
const resetLinkField = z
  .string({ error: RESET_LINK_INVALID })
  .check(z.minLength(1, RESET_LINK_INVALID), z.maxLength(200, RESET_LINK_INVALID))

/** `POST /api/v1/cadastro/reset/senha/confirmar`: the mailed link's token and the new password. */
export const resetConfirmBody = z.object({
  token: resetLinkField,
  password: passwordField,
  passwordConfirm: passwordConfirmField,
})
export type ResetConfirmInput = z.output<typeof resetConfirmBody>

/** `POST /api/v1/profile/update/senha`: the signed-in user's new password. */
export const changePasswordBody = z.object({ password: passwordField, passwordConfirm: passwordConfirmField })
export type ChangePasswordInput = z.output<typeof changePasswordBody>
