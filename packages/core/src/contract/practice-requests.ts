import { z } from 'zod/mini'
import { ANSWER_KIND } from '../answer-kind.ts'
import { COMMENT_MAX_LENGTH } from '../limits.ts'
import { messages } from '../messages.ts'
import { cleanPlainText } from '../plain-text.ts'
import { idParam, visibleText } from './fields.ts'

/** What every answer sends (subject practice, a past exam, the weekly mock). */
const answerFields = {
  pergunta_id: idParam(messages.invalidQuestion),
  selected: idParam('Escolha uma alternativa.'),
  modulo_id: idParam(messages.invalidCourse),
  disciplina_id: z.optional(idParam('Disciplina inválida.')),
  /** The question's status, or the answer's kind (CONCURSO, Semanal); the server reads the mode from the route. */
  tipo: z.optional(z.string().check(z.maxLength(20))),
  /** Chosen by the client for each answer; a retry sends the same key and is counted once. */
  chave_idempotencia: z.optional(z.uuid('Chave de idempotência inválida.')),
  /** "Chutei": the student guessed; a right guess still brings the question back for review (issue 30). */
  chutei: z._default(z.boolean({ error: 'Informe se chutou (chutei: true ou false).' }), false),
}

/** `POST /respostas/api/v1/treinamento/responder`: subject practice. */
export const practiceAnswerBody = z.object(answerFields)
export type PracticeAnswerBody = z.output<typeof practiceAnswerBody>

/** `POST /respostas/api/v1/revisao/responder`: a question due for review (one of the student's cards). */
export const reviewAnswerBody = z.object(answerFields)
export type ReviewAnswerBody = z.output<typeof reviewAnswerBody>

/** `POST /respostas/api/v1/concurso/responder`: a past exam's question. */
export const examAnswerBody = z.object({
  ...answerFields,
  referencia_id: idParam(messages.invalidExam),
  /** Not read (an exam answer belongs to no mock); the web sends null. */
  desafio_id: z.optional(z.nullable(idParam('Simulado inválido.'))),
})
export type ExamAnswerBody = z.output<typeof examAnswerBody>

/** `POST /respostas/api/v1/simulado/responder`: the weekly mock's question. */
export const mockAnswerBody = z.object({
  ...answerFields,
  desafio_id: idParam('Simulado inválido.'),
  tipo: z.optional(z.literal(ANSWER_KIND.weekly, 'Tipo de resposta inválido: use Semanal.')),
})
export type MockAnswerBody = z.output<typeof mockAnswerBody>

/**
 * `POST /respostas/api/v1/simulado/exibida`: the mock's question now on the student's screen (issue 29). The server
 * stamps the moment with its own clock: a question's time is the time it was on screen until it was answered.
 */
export const mockViewBody = z.object({
  modulo_id: idParam(messages.invalidCourse),
  desafio_id: idParam('Simulado inválido.'),
  pergunta_id: idParam(messages.invalidQuestion),
})
export type MockViewBody = z.output<typeof mockViewBody>

/** `POST /respostas/api/v1/pular/questao/{id}`: a skipped question of subject practice. */
export const skipBody = z.object({ modulo_id: idParam(messages.invalidCourse) })
export type SkipBody = z.output<typeof skipBody>

/** `POST /api/v1/geral/modulo/criar/comentario`: a student's comment on a question, plain text (decision 0023). */
export const commentBody = z.object({
  texto: z
    .string({ error: 'Escreva o comentário.' })
    .check(
      z.overwrite(cleanPlainText),
      z.minLength(1, { error: 'Escreva o comentário.', abort: true }),
      visibleText('Escreva o comentário.'),
      z.maxLength(COMMENT_MAX_LENGTH, `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`),
    ),
  pergunta_id: idParam(messages.invalidQuestion),
  modulo_id: idParam(messages.invalidCourse),
  /** Sent by the old client and ignored: a new comment is always stored as Criada. */
  status: z.optional(z.string({ error: 'Situação inválida.' }).check(z.maxLength(20, 'Situação inválida.'))),
})
export type CommentBody = z.output<typeof commentBody>
