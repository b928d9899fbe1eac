import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export const subjectParams = z.object({
  id: idParam('Curso inválido.'),
  d: idParam('Disciplina inválida.'),
})

export const topicParams = subjectParams.extend({ a: idParam('Assunto inválido.') })

export const examParams = z.object({ id: idParam('Concurso inválido.') })
export const examCourseParams = z.object({ c: idParam('Concurso inválido.'), m: idParam('Curso inválido.') })

export const questionJson = z.object({
  id: z.number(),
  texto: z.string(),
  resposta: z.array(z.object({ id: z.number(), letra: z.string(), texto: z.string() })),
  disciplina_id: z.number(),
  assunto_id: z.number().nullable(),
  concurso_id: z.number().nullable(),
  numero: z.number().nullable(),
  status: z.string(),
  dificuldade: z.string(),
  total_respostas: z.number(),
})

export const examJson = z.object({
  id: z.number(),
  nome: z.string(),
  ano: z.number().nullable(),
  total: z.number(),
})

export const commentBody = z.object({
  texto: z
    .string({ error: 'Escreva o comentário.' })
    .trim()
    .min(1, { error: 'Escreva o comentário.', abort: true })
    .max(1500, 'O comentário deve ter no máximo 1500 caracteres.'),
  pergunta_id: idParam('Questão inválida.'),
  modulo_id: idParam('Curso inválido.'),
  /** Sent by the old client and ignored: a new comment is always stored as Criada. */
  status: z.string({ error: 'Situação inválida.' }).max(20, 'Situação inválida.').optional(),
})
