import { z } from 'zod/mini'
import { roleNames } from './enumerations.ts'
import { dataTablePageJson } from './material.ts'
import { paymentStatus } from './payments.ts'

/** A row of `GET /api/v1/admin/usuarios?busca=` (Admin): a user found by CPF, name or e-mail. */
export const staffUserRowJson = z.object({
  id: z.number(),
  nome: z.string(),
  apelido: z.string(),
  email: z.string(),
  cpf: z.string(),
  perfis: roleNames,
  bloqueado_em: z.nullable(z.string()),
  excluido_em: z.nullable(z.string()),
  criado_em: z.string(),
})
export type StaffUserRow = z.infer<typeof staffUserRowJson>

export const staffUserPageJson = dataTablePageJson(staffUserRowJson)

/** One plan a user holds or held: the course (null and id 1 for the unlimited subscription) and its end. */
export const staffUserPlanJson = z.object({
  plano_id: z.number(),
  nome: z.string(),
  modulo_id: z.number(),
  data_fim: z.string(),
  ativo: z.boolean(),
})
export type StaffUserPlan = z.infer<typeof staffUserPlanJson>

/** One of the user's payments, as the payments table keeps it (read-only here). */
export const staffUserPaymentJson = z.object({
  id: z.number(),
  plano: z.string(),
  meses: z.number(),
  valor: z.string(),
  status: paymentStatus,
  criado_em: z.string(),
  pago_em: z.nullable(z.string()),
})
export type StaffUserPayment = z.infer<typeof staffUserPaymentJson>

/** `GET /api/v1/admin/usuarios/{id}`: the user's data, plans, payments and activity (from aggregates). */
export const staffUserJson = z.object({
  usuario: staffUserRowJson,
  planos: z.array(staffUserPlanJson),
  pagamentos: z.array(staffUserPaymentJson),
  atividade: z.object({
    ultimo_acesso: z.nullable(z.string()),
    respostas: z.number(),
    ultima_resposta: z.nullable(z.string()),
    comentarios: z.number(),
  }),
  pedido_exclusao: z.nullable(z.object({ id: z.number(), criado_em: z.string() })),
})
export type StaffUser = z.infer<typeof staffUserJson>

/** A row of `GET /api/v1/admin/exclusoes`: a student's request to delete the account (LGPD). */
export const deletionRequestRowJson = z.object({
  id: z.number(),
  usuario_id: z.number(),
  nome: z.string(),
  email: z.string(),
  criado_em: z.string(),
  concluido_em: z.nullable(z.string()),
})
export type DeletionRequestRow = z.infer<typeof deletionRequestRowJson>

export const deletionRequestPageJson = dataTablePageJson(deletionRequestRowJson)

/** `GET|POST /api/v1/profile/exclusao`: the caller's open deletion request, if any. */
export const myDeletionRequestJson = z.object({ pedido: z.nullable(z.object({ criado_em: z.string() })) })
export type MyDeletionRequest = z.infer<typeof myDeletionRequestJson>
export type StaffUserPage = z.infer<typeof staffUserPageJson>
export type DeletionRequestPage = z.infer<typeof deletionRequestPageJson>
