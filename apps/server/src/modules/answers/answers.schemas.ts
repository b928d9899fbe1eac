import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

const common = {
  pergunta_id: idParam('Questão inválida.'),
  selected: idParam('Escolha uma alternativa.'),
  modulo_id: idParam('Curso inválido.'),
  disciplina_id: z.coerce.number().int().optional(),
  tipo: z.string().max(20).optional(),
  /** Chosen by the client for each answer; a retry sends the same key and is counted once. */
  chave_idempotencia: z.uuid('Chave de idempotência inválida.').optional(),
}

export const practiceAnswerBody = z.object(common)

export const examAnswerBody = z.object({
  ...common,
  referencia_id: idParam('Concurso inválido.'),
  desafio_id: z.coerce.number().int().optional().nullable(),
})

export const skipParams = z.object({ id: idParam('Questão inválida.') })
export const skipBody = z.object({ modulo_id: idParam('Curso inválido.') })

export const answerResult = z.object({
  correta: z.boolean(),
  resposta_id: z.number(),
  resposta_certa_id: z.number(),
  resumo: z.string(),
  tags: z.array(z.object({ id: z.number(), descricao: z.string() })),
  respostas: z.array(z.object({ id: z.number(), count: z.number() })),
  /** Free answers left today in this course; null with a plan. */
  gratuitas_restantes: z.number().nullable(),
})
