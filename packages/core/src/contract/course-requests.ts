import { z } from 'zod/mini'
import { NUMBER_RANGE, TEXT_MAX } from '../field-limits.ts'
import { courseAbilitySettingsBody } from './ability.ts'
import { idParam, requiredText } from './fields.ts'

// The back office's bodies for courses, their plans' prices, subjects and topics (decision 0052): the staff screens
// send them.

const plainText = (max: number) =>
  z.string({ error: 'Envie um texto.' }).check(z.trim(), z.maxLength(max, `Use no máximo ${max} caracteres.`))

const flag = z.boolean({ error: 'Marque sim ou não.' })

const { courseOrder: ORDER, mockQuestionsPerSubject: PER_SUBJECT } = NUMBER_RANGE
const ORDER_RANGE = `A ordem deve ser de ${ORDER.min} a ${ORDER.max}.`
const PER_SUBJECT_RANGE = `De ${PER_SUBJECT.min} a ${PER_SUBJECT.max} questões por disciplina.`

/** An address of the media store (what `POST /cursos/imagem` answers), or null for no image. */
const mediaPath = z.nullable(
  z
    .string({ error: 'Envie a imagem pelo botão de envio.' })
    .check(
      z.regex(
        /^\/media\/[A-Za-z0-9_-]{1,80}\.(png|jpg|webp|gif|svg)$/,
        'Envie a imagem pelo botão de envio.',
      ),
    ),
)

/** Cleans a rich text's HTML (no scripts, no event handlers, no javascript: links): the server's parser does it. */
export type SanitizeHtml = (html: string) => string

/**
 * The course's bodies, around the sanitizer the caller gives: the server's, which only it loads, so the rich texts are
 * sanitized as they are read from the request and nothing else sees the raw HTML.
 */
export const courseBodies = (sanitize: SanitizeHtml) => {
  const richText = (max: number) =>
    z.pipe(
      z
        .string({ error: 'Envie um texto.' })
        .check(z.maxLength(max, `O texto deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`)),
      z.transform((html: string) => sanitize(html).trim()),
    )

  const courseFields = z.object({
    nome: requiredText('Informe o nome do curso.', TEXT_MAX.courseName),
    descricao: plainText(TEXT_MAX.courseDescription),
    imagem: mediaPath,
    valor: richText(5000),
    termo_uso: richText(200_000),
    termo_simulado: richText(200_000),
    has_noticia: flag,
    has_pergunta: flag,
    has_material: flag,
    has_simulado: flag,
    has_prova_anterior: flag,
    has_relatorio: flag,
    has_conceito: flag,
    index: flag,
    visivel: flag,
    a_venda: flag,
    ordem: z
      .number({ error: 'Informe a ordem (um número).' })
      .check(
        z.int('A ordem deve ser um número inteiro.'),
        z.gte(ORDER.min, ORDER_RANGE),
        z.lte(ORDER.max, ORDER_RANGE),
      ),
    simulado_questoes_por_disciplina: z
      .number({ error: 'Informe quantas questões por disciplina.' })
      .check(
        z.int('Informe um número inteiro de questões.'),
        z.gte(PER_SUBJECT.min, PER_SUBJECT_RANGE),
        z.lte(PER_SUBJECT.max, PER_SUBJECT_RANGE),
      ),
  })

  return {
    /** `POST /api/v1/admin/cursos`: the name is required, every other field has the default of a new course. */
    createCourseBody: z.required(z.partial(courseFields), { nome: true }),
    /** `PATCH /api/v1/admin/cursos/{id}`: only the fields sent change; issue 32's passing mark and reference exam too. */
    updateCourseBody: z.extend(z.partial(courseFields), courseAbilitySettingsBody.shape),
  }
}

type CourseBodies = ReturnType<typeof courseBodies>
export type CreateCourseBody = z.output<CourseBodies['createCourseBody']>
export type UpdateCourseBody = z.output<CourseBodies['updateCourseBody']>

const MAX_MONTHS = NUMBER_RANGE.planMonths.max

/** `PUT /api/v1/admin/cursos/{id}/precos` and `/assinatura-ilimitada/precos`: the plan's prices, one per months. */
export const pricesBody = z.object({
  precos: z
    .array(
      z.object({
        meses: z
          .number({ error: 'Informe o número de meses.' })
          .check(
            z.int('Informe um número inteiro de meses.'),
            z.gte(NUMBER_RANGE.planMonths.min, `De 1 a ${MAX_MONTHS} meses.`),
            z.lte(MAX_MONTHS, `De 1 a ${MAX_MONTHS} meses.`),
          ),
        centavos: z
          .number({ error: 'Informe o preço.' })
          .check(
            z.int('O preço deve estar em centavos (um número inteiro).'),
            z.gte(100, 'O preço deve ser de pelo menos R$ 1,00.'),
            z.lte(10_000_000, 'O preço deve ser de no máximo R$ 100.000,00.'),
          ),
      }),
      { error: 'Envie a lista de preços.' },
    )
    .check(
      z.minLength(1, 'Informe ao menos um preço.'),
      z.maxLength(12, 'Informe no máximo 12 preços.'),
      z.refine(
        (prices) => new Set(prices.map((p) => p.meses)).size === prices.length,
        'Cada número de meses pode ter um só preço.',
      ),
    ),
})
export type PlanPricesBody = z.output<typeof pricesBody>

const subjectName = requiredText('Informe o nome da disciplina.', TEXT_MAX.courseName)

/** `POST /api/v1/admin/cursos/{id}/disciplinas`. */
export const subjectBody = z.object({
  nome: subjectName,
  descricao: z._default(plainText(TEXT_MAX.courseDescription), ''),
})
export type SubjectBody = z.output<typeof subjectBody>

/** `PATCH /api/v1/admin/disciplinas/{id}`: only the fields sent change. */
export const updateSubjectBody = z.partial(
  z.object({
    nome: subjectName,
    descricao: plainText(TEXT_MAX.courseDescription),
    visivel: flag,
  }),
)
export type UpdateSubjectBody = z.output<typeof updateSubjectBody>

const topicName = requiredText('Informe o nome do assunto.', TEXT_MAX.courseName)

/** `POST /api/v1/admin/disciplinas/{id}/assuntos`. */
export const topicBody = z.object({
  nome: topicName,
  sigla: z._default(plainText(TEXT_MAX.topicAcronym), ''),
  descricao: z._default(plainText(TEXT_MAX.courseDescription), ''),
})
export type TopicBody = z.output<typeof topicBody>

/** `PATCH /api/v1/admin/assuntos/{id}`: only the fields sent change. */
export const updateTopicBody = z.partial(
  z.object({
    nome: topicName,
    sigla: plainText(TEXT_MAX.topicAcronym),
    descricao: plainText(TEXT_MAX.courseDescription),
    visivel: flag,
  }),
)
export type UpdateTopicBody = z.output<typeof updateTopicBody>

/** `PUT .../disciplinas/ordem` and `.../assuntos/ordem`: every id of the list, each once, in the new order. */
export const orderBody = z.object({
  ids: z
    .array(idParam('Identificador inválido.'), { error: 'Envie a lista de identificadores na nova ordem.' })
    .check(
      z.minLength(1, 'Envie a lista de identificadores na nova ordem.'),
      z.maxLength(500, 'Envie no máximo 500 identificadores.'),
      z.refine((ids) => new Set(ids).size === ids.length, 'Cada identificador deve aparecer uma só vez.'),
    ),
})
export type OrderBody = z.output<typeof orderBody>
