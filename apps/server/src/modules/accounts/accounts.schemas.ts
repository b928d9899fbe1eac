import { cleanPlainText, isValidCpf } from '@gabarito/core'
import { z } from 'zod'

const required = (label: string) => `O campo ${label} é obrigatório.`

/** Said of any token that opens nothing: unknown, used, expired or malformed alike. */
export const RESET_LINK_INVALID = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo.'

/** CPF as typed: digits only (a number is accepted too), with valid check digits. */
export const cpfField = z
  .union([z.string(), z.number()], { error: required('CPF') })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: required('CPF'), abort: true })
      .regex(/^\d+$/, { error: 'Informe o CPF apenas com números.', abort: true })

      .refine(isValidCpf, 'CPF inválido.'),
  )

export const passwordField = z
  .string({ error: required('senha') })
  .min(8, 'A senha deve ter ao menos 8 caracteres.')
  .max(128, 'A senha deve ter no máximo 128 caracteres.')

const passwordConfirmField = z
  .string({ error: required('confirmação de senha') })
  .min(1, required('confirmação de senha'))

export const signUpBody = z.object({
  nome: z
    .string({ error: required('nome') })
    .overwrite(cleanPlainText)
    .min(1, { error: required('nome'), abort: true })
    .min(3, 'Informe o nome completo.')
    .max(150, 'O nome deve ter no máximo 150 caracteres.'),
  email: z
    .string({ error: required('e-mail') })
    .trim()
    .min(1, { error: required('e-mail'), abort: true })
    .max(254, 'O e-mail deve ter no máximo 254 caracteres.')
    .pipe(z.email('Informe um e-mail válido.')),
  id: cpfField,
  apelido: z
    .string({ error: required('apelido') })
    .overwrite(cleanPlainText)
    .min(1, required('apelido'))
    .max(60, 'O apelido deve ter no máximo 60 caracteres.'),
  password: passwordField,
  passwordConfirm: passwordConfirmField,
})

export const resetPasswordBody = z.object({
  cpf: z
    .union([z.string(), z.number()], { error: required('CPF') })
    .transform((v) => String(v).replace(/\D/g, ''))
    .pipe(z.string().min(1, required('CPF'))),
})

// Every problem with the token gets the same answer: a link is either usable or not.
const resetLinkField = z
  .string({ error: RESET_LINK_INVALID })
  .min(1, RESET_LINK_INVALID)
  .max(200, RESET_LINK_INVALID)

export const resetConfirmBody = z.object({
  token: resetLinkField,
  password: passwordField,
  passwordConfirm: passwordConfirmField,
})

export const changePasswordBody = z.object({ password: passwordField, passwordConfirm: passwordConfirmField })

export const messageResponse = z.object({ message: z.string() })
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})

export type SignUpInput = z.output<typeof signUpBody>
export type ResetConfirmInput = z.output<typeof resetConfirmBody>
