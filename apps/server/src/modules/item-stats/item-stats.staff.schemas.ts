import { messages, REVIEW_REASONS } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export {
  itemStatsRunJson,
  questionStatsJson,
  reviewDismissalJson,
  reviewQueueJson,
} from '@gabarito/core/contract'

export const courseBody = z.object({ modulo_id: idParam(messages.invalidCourse) })
export const courseQuery = courseBody
export const questionParams = z.object({ id: idParam(messages.invalidQuestion) })

export const dismissBody = z.object({
  motivo: z.enum(REVIEW_REASONS, {
    error: 'Escolha o motivo: gabarito_suspeito, facilidade_extrema ou comentarios.',
  }),
  justificativa: z
    .string({ error: 'Explique por que o alerta pode ser dispensado.' })
    .trim()
    .min(5, 'Explique por que o alerta pode ser dispensado (ao menos 5 caracteres).')
    .max(1000, 'A justificativa pode ter até 1000 caracteres.'),
})
