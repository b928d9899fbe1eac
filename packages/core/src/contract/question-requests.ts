import { z } from 'zod/mini'
import { parseSaoPauloDateTime } from '../date-input.ts'
import { NUMBER_RANGE, TEXT_MAX } from '../field-limits.ts'
import { messages } from '../messages.ts'
import { MOCK_KEY_MODES } from '../mock-key-mode.ts'
import { QUESTION_LEVELS, SOURCE_TEXT_MAX } from '../question-source.ts'
import { QUESTION_STATUS, QUESTION_STATUSES, STAFF_ALTERNATIVES } from '../question-status.ts'
import { idParam, type RichTextField, requiredText } from './fields.ts'

// The back office's question and mock bodies (decision 0052): the staff's editors send them.

/**
 * A rich text's size before anything reads it; the server completes it into a `RichTextField` (and sends a blank one
 * on as '').
 */
export const questionRichTextInput = (emptyMessage: string | null, max: number) =>
  z
    .string({ error: emptyMessage ?? 'Envie o texto.' })
    .check(z.maxLength(max, `O texto deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`))

/** An editor wraps a line in `<p>`: an alternative of one paragraph is kept inline, as the importer writes them. */
const unwrapParagraph = (html: string) => {
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1]
  return inner !== undefined && !/<\/?p[\s>]/.test(inner) ? inner : html
}

const CORRECT_OUT_OF_RANGE = 'Marque uma das alternativas como correta.'
const ALTERNATIVES_COUNT = `Escreva de ${STAFF_ALTERNATIVES.min} a ${STAFF_ALTERNATIVES.max} alternativas.`
const { examNumber: NUMBER, sourceYear: YEAR, mockMinutes: MINUTES } = NUMBER_RANGE
const NUMBER_OUT_OF_RANGE = `O número deve ser de ${NUMBER.min} a ${NUMBER.max}.`

/** A question's number in its past exam. */
const examNumber = z
  .number({ error: 'Número inválido.' })
  .check(
    z.int('Número inválido.'),
    z.gte(NUMBER.min, NUMBER_OUT_OF_RANGE),
    z.lte(NUMBER.max, NUMBER_OUT_OF_RANGE),
  )

const tag = z
  .string({ error: 'Conceito inválido.' })
  .check(
    z.trim(),
    z.minLength(1, 'Um conceito não pode ficar vazio.'),
    z.maxLength(TEXT_MAX.conceptName, `Um conceito deve ter no máximo ${TEXT_MAX.conceptName} caracteres.`),
  )

const YEAR_RANGE = `O ano deve ser de ${YEAR.min} a ${YEAR.max}.`
const sourceYear = z.nullable(
  z
    .number({ error: 'Ano inválido.' })
    .check(z.int('Ano inválido.'), z.gte(YEAR.min, YEAR_RANGE), z.lte(YEAR.max, YEAR_RANGE)),
)

/** A source text (banca, órgão, cargo): trimmed, blank sent as null. */
const sourceText = (invalid: string, max: number, tooLong: string) =>
  z.nullable(
    z.pipe(
      z.string({ error: invalid }).check(z.trim(), z.maxLength(max, tooLong)),
      z.transform((text: string) => (text === '' ? null : text)),
    ),
  )

/**
 * Where a question or a past exam comes from (issue 31): banca, órgão, cargo and nível; null (or blank) when unknown.
 * A past exam's questions take the exam's where they have none (decision 0058).
 */
const sourceFields = {
  banca: sourceText(
    'Banca inválida.',
    SOURCE_TEXT_MAX.banca,
    `A banca deve ter no máximo ${SOURCE_TEXT_MAX.banca} caracteres.`,
  ),
  orgao: sourceText(
    'Órgão inválido.',
    SOURCE_TEXT_MAX.orgao,
    `O órgão deve ter no máximo ${SOURCE_TEXT_MAX.orgao} caracteres.`,
  ),
  cargo: sourceText(
    'Cargo inválido.',
    SOURCE_TEXT_MAX.cargo,
    `O cargo deve ter no máximo ${SOURCE_TEXT_MAX.cargo} caracteres.`,
  ),
  nivel: z.nullable(z.enum(QUESTION_LEVELS, 'Nível inválido: use fundamental, medio ou superior.')),
}

/** The source fields of a new question or exam: each left out is null. */
const sourceDefaults = {
  banca: z._default(sourceFields.banca, null),
  orgao: z._default(sourceFields.orgao, null),
  cargo: z._default(sourceFields.cargo, null),
  nivel: z._default(sourceFields.nivel, null),
}

/** The fields of a question as the editor sends them (the issue's contract), around the server's rich text. */
const questionFields = (richText: RichTextField) => ({
  modulo_id: idParam(messages.invalidCourse),
  disciplina_id: idParam('Escolha a disciplina.'),
  assunto_id: z.nullable(idParam('Assunto inválido.')),
  concurso_id: z.nullable(idParam('Concurso inválido.')),
  numero: z.nullable(examNumber),
  texto: richText('Escreva o enunciado.', 100_000),
  alternativas: z
    .array(
      z.object({
        id: z.optional(idParam('Alternativa inválida.')),
        texto: z.pipe(richText('Escreva o texto da alternativa.', 15_000), z.transform(unwrapParagraph)),
      }),
      { error: ALTERNATIVES_COUNT },
    )
    .check(
      z.minLength(STAFF_ALTERNATIVES.min, ALTERNATIVES_COUNT),
      z.maxLength(STAFF_ALTERNATIVES.max, ALTERNATIVES_COUNT),
    ),
  /** The index of the right one in `alternativas`. */
  correta: z
    .number({ error: 'Marque a alternativa correta.' })
    .check(
      z.int({ error: 'Marque a alternativa correta.', abort: true }),
      z.gte(0, CORRECT_OUT_OF_RANGE),
      z.lte(STAFF_ALTERNATIVES.max - 1, CORRECT_OUT_OF_RANGE),
    ),
  resumo: richText(null, 100_000),
  tags: z.pipe(
    z
      .array(tag, { error: 'Envie os conceitos como uma lista.' })
      .check(z.maxLength(30, 'Use no máximo 30 conceitos.')),
    z.transform((list: string[]) => [...new Set(list)]),
  ),
  status: z.enum(QUESTION_STATUSES, 'Situação inválida: use PUBLICADA, OCULTA ou ANULADA.'),
  ...sourceFields,
  ano: sourceYear,
})

/** `POST /api/v1/admin/perguntas` and `PATCH /api/v1/admin/perguntas/{id}`, around the server's rich text. */
export const questionBodies = (richText: RichTextField) => {
  const fields = questionFields(richText)
  return {
    createQuestionBody: z
      .object({
        ...fields,
        assunto_id: z._default(fields.assunto_id, null),
        concurso_id: z._default(fields.concurso_id, null),
        numero: z._default(fields.numero, null),
        resumo: z._default(fields.resumo, ''),
        tags: z._default(fields.tags, []),
        status: z._default(fields.status, QUESTION_STATUS.published),
        ...sourceDefaults,
        ano: z._default(fields.ano, null),
      })
      .check(
        z.refine((b) => b.correta < b.alternativas.length, {
          path: ['correta'],
          message: CORRECT_OUT_OF_RANGE,
        }),
      ),
    /** PATCH: any field left out stays as it is. */
    updateQuestionBody: z.partial(z.object(fields)).check(
      z.refine((b) => b.alternativas === undefined || b.correta !== undefined, {
        path: ['correta'],
        message: 'Marque a alternativa correta.',
      }),
      z.refine((b) => b.alternativas === undefined || (b.correta ?? 0) < b.alternativas.length, {
        path: ['correta'],
        message: CORRECT_OUT_OF_RANGE,
      }),
    ),
  }
}

type QuestionBodies = ReturnType<typeof questionBodies>
export type CreateQuestionBody = z.output<QuestionBodies['createQuestionBody']>
export type UpdateQuestionBody = z.output<QuestionBodies['updateQuestionBody']>

const examName = requiredText('Informe o nome do concurso.', 200)
const examYear = sourceYear

/** `POST /api/v1/admin/concursos`: a past exam of the course. */
export const createExamBody = z.object({
  modulo_id: idParam(messages.invalidCourse),
  nome: examName,
  ano: z._default(examYear, null),
  ...sourceDefaults,
})
export type CreateExamBody = z.output<typeof createExamBody>

/** `PATCH /api/v1/admin/concursos/{id}`: its name, year or source (its questions follow, decision 0058). */
export const updateExamBody = z.partial(z.object({ nome: examName, ano: examYear, ...sourceFields }))
export type UpdateExamBody = z.output<typeof updateExamBody>

/** `PUT /api/v1/admin/concursos/{id}/perguntas`: the exam's questions in order (numero left out: the one before + 1). */
export const examQuestionsBody = z.object({
  perguntas: z
    .array(z.object({ id: idParam(messages.invalidQuestion), numero: z.nullish(examNumber) }), {
      error: 'Envie a lista de questões.',
    })
    .check(z.maxLength(1000, 'Um concurso tem no máximo 1.000 questões.')),
})
export type ExamQuestionsBody = z.output<typeof examQuestionsBody>

/** The most questions a staff mock holds. */
export const MAX_MOCK_QUESTIONS = NUMBER_RANGE.mockQuestions.max

const TOO_MANY_QUESTIONS = `Um simulado tem no máximo ${MAX_MOCK_QUESTIONS} questões.`
const BAD_DATE_TIME = 'Data e hora inválidas: use dd/mm/aaaa hh:mm.'
const MINUTES_RANGE = `O tempo limite deve estar entre ${MINUTES.min} e ${MINUTES.max} minutos.`

/** A São Paulo date and time ("25/11/2026 19:30") or an ISO instant, as a Date. */
const dateTime = (label: string) =>
  z.pipe(
    z.string({ error: `Informe ${label} (dd/mm/aaaa hh:mm).` }).check(z.maxLength(40, BAD_DATE_TIME)),
    z.transform((text: string, ctx) => {
      const date = parseSaoPauloDateTime(text)
      if (date) return date
      ctx.issues.push({ code: 'custom', message: BAD_DATE_TIME, input: text })
      return z.NEVER
    }),
  )

const mockName = requiredText(
  'Informe o nome do simulado.',
  TEXT_MAX.mockName,
  `O nome deve ter no máximo ${TEXT_MAX.mockName} caracteres.`,
)

/** The mock's fields but its name and window, which a PATCH may leave out. */
const mockContents = {
  /** When the key shows (issue 29): at once after each answer (the default) or at the close (modo prova). */
  gabarito: z.optional(
    z.enum(MOCK_KEY_MODES, { error: 'Escolha quando o gabarito é mostrado: imediato ou ao_encerrar.' }),
  ),
  limite_minutos: z.optional(
    z.nullable(
      z
        .number({ error: 'O tempo limite deve ser um número de minutos.' })
        .check(
          z.int('O tempo limite deve ser um número inteiro de minutos.'),
          z.gte(MINUTES.min, MINUTES_RANGE),
          z.lte(MINUTES.max, MINUTES_RANGE),
        ),
    ),
  ),
  perguntas: z.optional(
    z
      .array(idParam('Questão inválida.'), { error: 'Envie a lista de questões.' })
      .check(z.maxLength(MAX_MOCK_QUESTIONS, TOO_MANY_QUESTIONS)),
  ),
  sorteio: z.optional(
    z
      .array(
        z.object({
          disciplina_id: idParam('Disciplina inválida.'),
          quantidade: z
            .number({ error: 'Informe quantas questões sortear.' })
            .check(
              z.int('Informe um número inteiro de questões.'),
              z.gte(NUMBER_RANGE.mockQuestions.min, 'Sorteie ao menos 1 questão da disciplina.'),
              z.lte(MAX_MOCK_QUESTIONS, TOO_MANY_QUESTIONS),
            ),
        }),
        { error: 'Envie o sorteio por disciplina.' },
      )
      .check(z.maxLength(50, 'Sorteie de no máximo 50 disciplinas.')),
  ),
}

const opens = dateTime('quando o simulado abre')
const closes = dateTime('quando o simulado fecha')

/** `POST /api/v1/admin/simulados`: the questions in order, or counts to draw per subject. */
export const createMockBody = z.object({
  modulo_id: idParam(messages.invalidCourse),
  nome: mockName,
  abre: opens,
  fecha: closes,
  ...mockContents,
})
/** What the server works with (the window as Dates); the web sends `CreateMockRequest`, the window as text. */
export type CreateMockInput = z.output<typeof createMockBody>
export type CreateMockRequest = z.input<typeof createMockBody>

/** `PATCH /api/v1/admin/simulados/{id}`: only the fields sent change. */
export const changeMockBody = z.object({
  nome: z.optional(mockName),
  abre: z.optional(opens),
  fecha: z.optional(closes),
  ...mockContents,
})
export type ChangeMockInput = z.output<typeof changeMockBody>
export type ChangeMockRequest = z.input<typeof changeMockBody>
