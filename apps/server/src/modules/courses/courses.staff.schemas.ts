import { messages } from '@gabarito/core'
import { z } from 'zod'
import { sanitizeRichText } from '../../lib/html.ts'
import { idParam } from '../../lib/params.ts'

export {
  planPricesJson,
  staffCourseJson,
  staffCoursePageJson,
  staffImageJson,
  staffSubjectJson,
  staffTopicJson,
} from '@gabarito/core/contract'

export const courseParams = z.object({ id: idParam(messages.invalidCourse) })
export const subjectParams = z.object({ id: idParam('Disciplina inválida.') })
export const topicParams = z.object({ id: idParam('Assunto inválido.') })

const name = (empty: string, max: number) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `Use no máximo ${max} caracteres.`)

const plainText = (max: number) =>
  z.string({ error: 'Envie um texto.' }).trim().max(max, `Use no máximo ${max} caracteres.`)

/** Rich text, sanitized as it is read from the request, so nothing else sees the raw HTML. */
const richText = (max: number) =>
  z
    .string({ error: 'Envie um texto.' })
    .max(max, `O texto deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`)
    .transform((html) => sanitizeRichText(html).trim())

const flag = z.boolean({ error: 'Marque sim ou não.' })

/** An address of the media store (what `POST /cursos/imagem` answers), or null for no image. */
const mediaPath = z
  .string({ error: 'Envie a imagem pelo botão de envio.' })
  .regex(/^\/media\/[A-Za-z0-9_-]{1,80}\.(png|jpg|webp|gif|svg)$/, 'Envie a imagem pelo botão de envio.')
  .nullable()

const courseFields = {
  nome: name('Informe o nome do curso.', 150),
  descricao: plainText(2000),
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
    .int('A ordem deve ser um número inteiro.')
    .min(0, 'A ordem deve ser de 0 a 100000.')
    .max(100_000, 'A ordem deve ser de 0 a 100000.'),
  simulado_questoes_por_disciplina: z
    .number({ error: 'Informe quantas questões por disciplina.' })
    .int('Informe um número inteiro de questões.')
    .min(1, 'De 1 a 50 questões por disciplina.')
    .max(50, 'De 1 a 50 questões por disciplina.'),
}

/** A new course: the name is required, every other field has the default of a new course. */
export const createCourseBody = z.object(courseFields).partial().required({ nome: true })
/** A change: only the fields sent change. */
export const updateCourseBody = z.object(courseFields).partial()

export type CourseBody = z.output<typeof updateCourseBody>

const MAX_MONTHS = 36

export const pricesBody = z.object({
  precos: z
    .array(
      z.object({
        meses: z
          .number({ error: 'Informe o número de meses.' })
          .int('Informe um número inteiro de meses.')
          .min(1, `De 1 a ${MAX_MONTHS} meses.`)
          .max(MAX_MONTHS, `De 1 a ${MAX_MONTHS} meses.`),
        centavos: z
          .number({ error: 'Informe o preço.' })
          .int('O preço deve estar em centavos (um número inteiro).')
          .min(100, 'O preço deve ser de pelo menos R$ 1,00.')
          .max(10_000_000, 'O preço deve ser de no máximo R$ 100.000,00.'),
      }),
      { error: 'Envie a lista de preços.' },
    )
    .min(1, 'Informe ao menos um preço.')
    .max(12, 'Informe no máximo 12 preços.')
    .refine(
      (prices) => new Set(prices.map((p) => p.meses)).size === prices.length,
      'Cada número de meses pode ter um só preço.',
    ),
})

export const subjectBody = z.object({
  nome: name('Informe o nome da disciplina.', 150),
  descricao: plainText(2000).default(''),
})
export const updateSubjectBody = z
  .object({
    nome: name('Informe o nome da disciplina.', 150),
    descricao: plainText(2000),
    visivel: flag,
  })
  .partial()

export const topicBody = z.object({
  nome: name('Informe o nome do assunto.', 150),
  sigla: plainText(20).default(''),
  descricao: plainText(2000).default(''),
})
export const updateTopicBody = z
  .object({
    nome: name('Informe o nome do assunto.', 150),
    sigla: plainText(20),
    descricao: plainText(2000),
    visivel: flag,
  })
  .partial()

/** The new order: every id of the list, each once. */
export const orderBody = z.object({
  ids: z
    .array(idParam('Identificador inválido.'), { error: 'Envie a lista de identificadores na nova ordem.' })
    .min(1, 'Envie a lista de identificadores na nova ordem.')
    .max(500, 'Envie no máximo 500 identificadores.')
    .refine((ids) => new Set(ids).size === ids.length, 'Cada identificador deve aparecer uma só vez.'),
})
