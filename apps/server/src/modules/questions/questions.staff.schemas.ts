import { messages } from '@gabarito/core'
import {
  QUESTION_STATUSES,
  questionBodies,
  questionRichTextInput,
  type RichTextField,
} from '@gabarito/core/contract'
import { z } from 'zod'
import { pipe, refine, transform } from 'zod/mini'
import { sanitizeRichText } from '../../lib/html.ts'
import { idParam } from '../../lib/params.ts'
import { isBlankHtml } from '../../lib/staff-fields.ts'

export {
  importRefusalJson,
  importResultJson,
  staffExamJson,
  staffExamPageJson,
  staffExamQuestionJson,
  staffQuestionJson,
  staffQuestionPageJson,
} from '@gabarito/core/contract'

/** Rich text cleaned as every rich text is (decision 0010); the limits are the importer's HTML limits. */
const richText: RichTextField = (emptyMessage, max) =>
  pipe(
    pipe(
      questionRichTextInput(emptyMessage, max),
      transform((html: string) => sanitizeRichText(html).trim()),
    ).check(refine((html) => emptyMessage === null || !isBlankHtml(html), emptyMessage ?? '')),
    transform((html: string) => (isBlankHtml(html) ? '' : html)),
  )

// The bodies are the contract the editor sends (decision 0052), around the server's sanitized rich text.
export const { createQuestionBody, updateQuestionBody } = questionBodies(richText)
export type { CreateQuestionBody, UpdateQuestionBody } from '@gabarito/core/contract'
// The past exams' bodies (their routes are in exams.staff.routes.ts).
export { createExamBody, examQuestionsBody, updateExamBody } from '@gabarito/core/contract'

export const questionParams = z.object({ id: idParam(messages.invalidQuestion) })

export const questionListQuery = z.object({
  modulo_id: idParam(messages.invalidCourse),
  disciplina_id: idParam('Disciplina inválida.').optional(),
  assunto_id: idParam('Assunto inválido.').optional(),
  concurso_id: idParam('Concurso inválido.').optional(),
  status: z.enum(QUESTION_STATUSES, 'Situação inválida.').optional(),
})
