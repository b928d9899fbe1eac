import { COMMENT_MAX_LENGTH, cleanPlainText, messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The questions' and exams' shapes are the contract the web reads too.
export { examJson, questionJson, subjectTodayJson } from '@gabarito/core/contract'

export const subjectParams = z.object({
  id: idParam(messages.invalidCourse),
  d: idParam('Disciplina inválida.'),
})

export const topicParams = subjectParams.extend({ a: idParam('Assunto inválido.') })

export const examParams = z.object({ id: idParam(messages.invalidExam) })
export const examCourseParams = z.object({
  c: idParam(messages.invalidExam),
  m: idParam(messages.invalidCourse),
})

export const commentBody = z.object({
  texto: z
    .string({ error: 'Escreva o comentário.' })
    .overwrite(cleanPlainText)
    .min(1, { error: 'Escreva o comentário.', abort: true })
    .max(COMMENT_MAX_LENGTH, `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`),
  pergunta_id: idParam(messages.invalidQuestion),
  modulo_id: idParam(messages.invalidCourse),
  /** Sent by the old client and ignored: a new comment is always stored as Criada. */
  status: z.string({ error: 'Situação inválida.' }).max(20, 'Situação inválida.').optional(),
})
