import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The answer's shape is the contract the web reads too.
export {
  answerResultJson as answerResult,
  mockAnswerResultJson as mockAnswerResult,
} from '@gabarito/core/contract'

const common = {
  pergunta_id: idParam(messages.invalidQuestion),
  selected: idParam('Escolha uma alternativa.'),
  modulo_id: idParam(messages.invalidCourse),
  disciplina_id: idParam('Disciplina inválida.').optional(),
  tipo: z.string().max(20).optional(),
  /** Chosen by the client for each answer; a retry sends the same key and is counted once. */
  chave_idempotencia: z.uuid('Chave de idempotência inválida.').optional(),
}

export const practiceAnswerBody = z.object(common)

export const examAnswerBody = z.object({
  ...common,
  referencia_id: idParam(messages.invalidExam),
  /** Not read (an exam answer belongs to no mock); the web sends null. */
  desafio_id: idParam('Simulado inválido.').nullable().optional(),
})

export const mockAnswerBody = z.object({
  ...common,
  desafio_id: idParam('Simulado inválido.'),
  tipo: z.literal('Semanal', 'Tipo de resposta inválido: use Semanal.').optional(),
})

export const skipParams = z.object({ id: idParam(messages.invalidQuestion) })
export const skipBody = z.object({ modulo_id: idParam(messages.invalidCourse) })
