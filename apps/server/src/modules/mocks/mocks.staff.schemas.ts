import { messages, TEXT_MAX } from '@gabarito/core'
import { z } from 'zod'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'

export {
  adminMockJson,
  adminMockPageJson,
  adminMockPreviewJson,
  adminMockQuestionSearchJson,
} from '@gabarito/core/contract'

const invalidMock = 'Simulado inválido.'
const invalidSubject = 'Disciplina inválida.'

// The bodies are the contract the mock's form sends (decision 0052).
export {
  type ChangeMockInput,
  type CreateMockInput,
  changeMockBody,
  createMockBody,
  MAX_MOCK_QUESTIONS,
} from '@gabarito/core/contract'

export const staffMockParams = z.object({ id: idParam(invalidMock) })

export const staffMockTableQuery = dataTableBody.and(z.object({ modulo_id: idParam(messages.invalidCourse) }))

export const questionSearchQuery = z.object({
  modulo_id: idParam(messages.invalidCourse),
  busca: z
    .string({ error: 'Digite ao menos 3 caracteres para buscar.' })
    .trim()
    .max(TEXT_MAX.tableSearch, 'Busca longa demais.')
    .refine((term) => term.length >= 3 || /^\d+$/.test(term), 'Digite ao menos 3 caracteres para buscar.'),
  disciplina_id: idParam(invalidSubject).optional(),
})
