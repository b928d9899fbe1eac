import { messages, parseSaoPauloDateTime } from '@gabarito/core'
import { z } from 'zod'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'

export {
  adminMockJson,
  adminMockPageJson,
  adminMockPreviewJson,
  adminMockQuestionSearchJson,
} from '@gabarito/core/contract'

/** The most questions a staff mock holds. */
export const MAX_MOCK_QUESTIONS = 200

const invalidMock = 'Simulado inválido.'
const invalidQuestion = 'Questão inválida.'
const invalidSubject = 'Disciplina inválida.'

/** A São Paulo date and time ("25/11/2026 19:30") or an ISO instant, as a Date. */
const dateTime = (label: string) =>
  z
    .string({ error: `Informe ${label} (dd/mm/aaaa hh:mm).` })
    .max(40, `Data e hora inválidas: use dd/mm/aaaa hh:mm.`)
    .transform((text, ctx) => {
      const date = parseSaoPauloDateTime(text)
      if (date) return date
      ctx.addIssue({ code: 'custom', message: `Data e hora inválidas: use dd/mm/aaaa hh:mm.` })
      return z.NEVER
    })

const fields = {
  nome: z
    .string({ error: 'Informe o nome do simulado.' })
    .trim()
    .min(1, 'Informe o nome do simulado.')
    .max(200, 'O nome deve ter no máximo 200 caracteres.'),
  abre: dateTime('quando o simulado abre'),
  fecha: dateTime('quando o simulado fecha'),
  limite_minutos: z
    .number({ error: 'O tempo limite deve ser um número de minutos.' })
    .int('O tempo limite deve ser um número inteiro de minutos.')
    .min(1, 'O tempo limite deve estar entre 1 e 1440 minutos.')
    .max(1440, 'O tempo limite deve estar entre 1 e 1440 minutos.')
    .nullable()
    .optional(),
  perguntas: z
    .array(idParam(invalidQuestion), { error: 'Envie a lista de questões.' })
    .max(MAX_MOCK_QUESTIONS, `Um simulado tem no máximo ${MAX_MOCK_QUESTIONS} questões.`)
    .optional(),
  sorteio: z
    .array(
      z.object({
        disciplina_id: idParam(invalidSubject),
        quantidade: z
          .number({ error: 'Informe quantas questões sortear.' })
          .int('Informe um número inteiro de questões.')
          .min(1, 'Sorteie ao menos 1 questão da disciplina.')
          .max(MAX_MOCK_QUESTIONS, `Um simulado tem no máximo ${MAX_MOCK_QUESTIONS} questões.`),
      }),
      { error: 'Envie o sorteio por disciplina.' },
    )
    .max(50, 'Sorteie de no máximo 50 disciplinas.')
    .optional(),
}

export const createMockBody = z.object({ modulo_id: idParam(messages.invalidCourse), ...fields })
export type CreateMockInput = z.output<typeof createMockBody>

export const changeMockBody = z.object({
  nome: fields.nome.optional(),
  abre: fields.abre.optional(),
  fecha: fields.fecha.optional(),
  limite_minutos: fields.limite_minutos,
  perguntas: fields.perguntas,
  sorteio: fields.sorteio,
})
export type ChangeMockInput = z.output<typeof changeMockBody>

export const staffMockParams = z.object({ id: idParam(invalidMock) })

export const staffMockTableQuery = dataTableBody.and(z.object({ modulo_id: idParam(messages.invalidCourse) }))

export const questionSearchQuery = z.object({
  modulo_id: idParam(messages.invalidCourse),
  busca: z
    .string({ error: 'Digite ao menos 3 caracteres para buscar.' })
    .trim()
    .max(200, 'Busca longa demais.')
    .refine((term) => term.length >= 3 || /^\d+$/.test(term), 'Digite ao menos 3 caracteres para buscar.'),
  disciplina_id: idParam(invalidSubject).optional(),
})
