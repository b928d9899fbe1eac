import { z } from 'zod/mini'
import { NUMBER_RANGE, TEXT_MAX } from '../field-limits.ts'
import { QUALITY_REASONS } from '../item-stats.ts'
import { messages } from '../messages.ts'
import { PAYMENT_STATUSES } from '../payment-status.ts'
import { ROLES } from '../roles.ts'
import { calendarDay as day, idParam, intParam } from './fields.ts'

// The back office's bodies and filters for users, payments and the quality queue (decision 0052): the staff screens
// send them.

/** `GET /api/v1/admin/usuarios?busca=`: a name, e-mail or CPF fragment. */
export const userSearchQuery = z.object({
  busca: z._default(
    z
      .string({ error: 'A busca deve ser um texto.' })
      .check(z.maxLength(150, 'Use no máximo 150 caracteres.')),
    '',
  ),
})
export type UserSearchQuery = z.output<typeof userSearchQuery>

const { min: MIN_MONTHS, max: MAX_MONTHS } = NUMBER_RANGE.planMonths

/** `POST /api/v1/admin/usuarios/{id}/planos`: months of a course's plan (or the unlimited one) given by staff. */
export const grantPlanBody = z.object({
  modulo_id: idParam('Escolha o curso ou a assinatura ilimitada.'),
  meses: intParam(`Informe de ${MIN_MONTHS} a ${MAX_MONTHS} meses.`, MIN_MONTHS, MAX_MONTHS),
  motivo: z
    .string({ error: 'Informe o motivo.' })
    .check(
      z.trim(),
      z.minLength(3, 'Informe o motivo (ao menos 3 caracteres).'),
      z.maxLength(TEXT_MAX.staffReason, `Use no máximo ${TEXT_MAX.staffReason} caracteres.`),
    ),
})
export type GrantPlanBody = z.output<typeof grantPlanBody>

/** `PUT /api/v1/admin/usuarios/{id}/perfis`: a staff role given or taken. */
export const roleBody = z.object({
  perfil: z.enum([ROLES.admin, ROLES.manager], { error: 'Escolha o perfil: Admin ou Gerente.' }),
  ativo: z.boolean({ error: 'Informe se o perfil fica ativo (true ou false).' }),
})
export type RoleBody = z.output<typeof roleBody>

const moneyMessage = 'Valor inválido: use reais com até dois decimais (ex.: 29,90).'

/** Reais typed as staff type them ('29,90' or '29.90'), as integer centavos. */
const reais = z.pipe(
  z.string({ error: moneyMessage }).check(z.regex(/^\d{1,7}([.,]\d{1,2})?$/, moneyMessage)),
  z.transform((text: string) => Math.round(Number(text.replace(',', '.')) * 100)),
)

export const STATUS_FILTER_MESSAGE = 'Situação inválida.'

/** `GET /api/v1/admin/pagamentos`: the table's filters (decision 0025); the DataTables fields come beside them. */
export const paymentFilters = z
  .object({
    modulo_id: z.optional(idParam('Curso inválido.')),
    status: z.optional(z.enum(PAYMENT_STATUSES, STATUS_FILTER_MESSAGE)),
    de: z.optional(day),
    ate: z.optional(day),
    valor_min: z.optional(reais),
    valor_max: z.optional(reais),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.de && q.ate && q.de > q.ate)
        ctx.addIssue({ code: 'custom', path: ['ate'], message: 'A data final deve ser depois da inicial.' })
      if (q.valor_min !== undefined && q.valor_max !== undefined && q.valor_min > q.valor_max)
        ctx.addIssue({
          code: 'custom',
          path: ['valor_max'],
          message: 'O valor máximo deve ser maior que o mínimo.',
        })
    }),
  )
export type PaymentFilters = z.output<typeof paymentFilters>

/** `POST /api/v1/admin/pagamentos/{id}/estornar` and `/cancelar`: the reason, optional. */
export const closeBody = z._default(
  z.object({
    motivo: z.optional(
      z
        .string({ error: 'O motivo deve ser um texto.' })
        .check(
          z.trim(),
          z.maxLength(
            TEXT_MAX.staffReason,
            `O motivo deve ter no máximo ${TEXT_MAX.staffReason} caracteres.`,
          ),
        ),
    ),
  }),
  {},
)
export type ClosePaymentBody = z.output<typeof closeBody>

const monthMessage = 'Mês inválido: use aaaa-mm (ex.: 2026-11).'

/** `GET /api/v1/admin/pagamentos/exportar?mes=`: the accountant's month. */
export const exportQuery = z.object({
  mes: z
    .string({ error: 'Informe o mês (aaaa-mm).' })
    .check(z.regex(/^(2\d{3})-(0[1-9]|1[0-2])$/, monthMessage)),
})
export type ExportQuery = z.output<typeof exportQuery>

/** `POST /api/v1/admin/estatisticas/recalcular` and the quality queue's `?modulo_id=`: the course. */
export const courseBody = z.object({ modulo_id: idParam(messages.invalidCourse) })
export type CourseBody = z.output<typeof courseBody>

/** `POST /api/v1/admin/perguntas/{id}/revisao/dispensar`: a quality flag set aside, with why (decision 0024). */
export const dismissBody = z.object({
  motivo: z.enum(QUALITY_REASONS, {
    error: 'Escolha o motivo: gabarito_suspeito, facilidade_extrema ou comentarios.',
  }),
  justificativa: z
    .string({ error: 'Explique por que o alerta pode ser dispensado.' })
    .check(
      z.trim(),
      z.minLength(5, 'Explique por que o alerta pode ser dispensado (ao menos 5 caracteres).'),
      z.maxLength(1000, 'A justificativa pode ter até 1000 caracteres.'),
    ),
})
export type DismissQualityReasonBody = z.output<typeof dismissBody>
