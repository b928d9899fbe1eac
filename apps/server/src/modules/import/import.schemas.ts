import { plural, QUESTION_LEVELS, SOURCE_TEXT_MAX } from '@gabarito/core'
import { z } from 'zod'

/**
 * The question import format (docs/import-format.md). The top level and each question are checked
 * separately, so one bad question is reported by its index and ref while the others are still checked.
 */

/**
 * How big a file may be (docs/import-format.md, "Limits"). Text limits count the characters of the source,
 * checked before any Markdown is converted; the HTML a text becomes may be HTML_GROWTH times longer.
 */
export const LIMITS = {
  statement: 20_000,
  alternative: 3_000,
  explanation: 20_000,
  alternatives: 10,
  questions: 10_000,
  fileBytes: 50 * 1024 * 1024,
  /** The back office's limit for an uploaded image: the import stores images in the same public media store. */
  imageBytes: 5 * 1024 * 1024,
} as const
/** Markdown tables, emphasis and escapes (& → &amp;) grow a text up to about five times; more is abuse. */
export const HTML_GROWTH = 5

const name = (max: number, description: string) => z.string().trim().min(1).max(max).describe(description)

export const alternativeSchema = z
  .strictObject({
    letra: z.string().trim().min(1).max(2).describe('The letter shown before the alternative (A, B, …).'),
    texto: z
      .string()
      .max(LIMITS.alternative)
      .nullable()
      .optional()
      .describe(
        'The alternative in the question `formato` (html or markdown); null when it is only an image.',
      ),
    imagem: z
      .string()
      .trim()
      .min(1)
      .nullable()
      .optional()
      .describe(
        'Path of an image file, relative to the JSON file; shown after the text when both are given.',
      ),
  })
  .describe('An alternative: text, image or both.')

/** Where a question or exam comes from (issue 31): each optional, null or absent when unknown. */
const sourceText = (max: number, description: string) =>
  z.string().trim().min(1).max(max).nullable().optional().describe(description)
const year = (description: string) => z.int().min(1900).max(2100).nullable().optional().describe(description)
const sourceFields = {
  banca: sourceText(SOURCE_TEXT_MAX.banca, 'The examining board (banca), such as "Cebraspe".'),
  orgao: sourceText(SOURCE_TEXT_MAX.orgao, 'The institution (órgão) the exam was for, such as "PF".'),
  cargo: sourceText(SOURCE_TEXT_MAX.cargo, 'The position (cargo), such as "Agente".'),
  nivel: z
    .enum(QUESTION_LEVELS)
    .nullable()
    .optional()
    .describe('The schooling level the position asks: fundamental, medio or superior.'),
}

export const examSchema = z
  .strictObject({
    nome: name(200, 'The exam (concurso) name; exams are found by nome + ano within the course.'),
    ano: year('The exam year.'),
    numero: z.int().min(1).max(32767).nullable().optional().describe("The question's number in that exam."),
    ...sourceFields,
  })
  .describe(
    "The past exam the question comes from. Its banca, orgao, cargo and nivel (and ano) are its questions' where they give none.",
  )

export const questionSchema = z
  .strictObject({
    ref: name(120, 'Identifies the question within its course: importing the same ref again updates it.'),
    disciplina: name(150, 'Subject name; created in the course when missing.'),
    assunto: z
      .string()
      .trim()
      .min(1)
      .max(150)
      .nullable()
      .optional()
      .describe('Topic name within the subject; created when missing.'),
    concurso: examSchema.nullable().optional(),
    formato: z.enum(['html', 'markdown']).describe('How texto, resumo and the alternatives are written.'),
    texto: z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.statement)
      .describe(
        'The statement. Images: Markdown ![](path) or HTML <img src="path">, relative to the JSON file.',
      ),
    alternativas: z
      .array(alternativeSchema)
      .min(2)
      .max(LIMITS.alternatives)
      .describe('The alternatives, in the order they are shown.'),
    correta: z.string().trim().min(1).max(2).describe('The letter of the correct alternative.'),
    resumo: z
      .string()
      .max(LIMITS.explanation)
      .nullable()
      .optional()
      .describe('The explanation shown after answering (same formato).'),
    tags: z
      .array(name(300, 'A tag; created when missing.'))
      .optional()
      .describe('Tags of the question; an update replaces them.'),
    ...sourceFields,
    ano: year("The question's year; left out, its exam's."),
  })
  .describe('One multiple-choice question.')

const courseSchema = z
  .strictObject({ nome: name(150, 'The course name: found by exact name, created when missing.') })
  .describe('The course (modulo) every question of the file belongs to.')

/** The top level alone: questions are checked one by one afterwards. */
export const fileSchema = z.strictObject({
  $schema: z.string().optional(),
  modulo: courseSchema,
  questoes: z.array(z.unknown()).max(LIMITS.questions),
})

/** The whole document, for the published JSON Schema (docs/import-format.schema.json). */
export const documentSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Optional: the path or address of this JSON Schema.'),
    modulo: courseSchema,
    questoes: z
      .array(questionSchema)
      .max(LIMITS.questions)
      .describe('The questions; the whole file is imported in one transaction.'),
  })
  .describe('A question file for `npm run import:questions` (docs/import-format.md).')

export type ImportAlternative = z.output<typeof alternativeSchema>
export type ImportQuestion = z.output<typeof questionSchema>
export type ImportDocument = z.input<typeof documentSchema>

export function importFormatJsonSchema(): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(documentSchema, { io: 'input', target: 'draft-2020-12' })
  return {
    $schema,
    $id: 'https://gabarito.app/schemas/import-format.schema.json',
    title: 'Gabarito question import',
    ...rest,
  }
}

const typeNames: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  object: 'um objeto',
  array: 'uma lista',
  boolean: 'verdadeiro ou falso',
  null: 'nulo',
}

/** A zod issue in pt-BR, prefixed by the field's path (`alternativas[1].letra`). */
export function describeIssue(issue: z.core.$ZodIssue, prefix = ''): string {
  const field = formatPath(issue.path, prefix)
  const where = field ? `${field}: ` : ''
  return `${where}${issueMessage(issue)}`
}

function formatPath(path: PropertyKey[], prefix: string): string {
  let out = prefix
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out
}

/** 52428800 → "52.428.800". */
export const formatCount = (n: number) => n.toLocaleString('pt-BR')

/** How a message names a field that is too big (by its path, `*` for a list index) and what it counts. */
const sizeNames: Record<string, { subject: string; unit: string; advice?: string }> = {
  texto: { subject: 'o enunciado', unit: 'caracteres' },
  resumo: { subject: 'a explicação', unit: 'caracteres' },
  'alternativas.*.texto': { subject: 'a alternativa', unit: 'caracteres' },
  alternativas: { subject: 'a questão', unit: 'alternativas' },
  questoes: { subject: 'o arquivo', unit: 'questões', advice: ' (divida-o em arquivos menores)' },
}

/** "o enunciado tem 52.428.800 caracteres; o máximo é 20.000": the size found, not only the limit. */
function tooBig(issue: z.core.$ZodIssueTooBig): string {
  const max = formatCount(Number(issue.maximum))
  const input: unknown = issue.input
  if (typeof input !== 'string' && !Array.isArray(input)) return `deve ser no máximo ${max}`
  const key = issue.path.map((k) => (typeof k === 'number' ? '*' : String(k))).join('.')
  const name = sizeNames[key]
  const unit = name?.unit ?? (typeof input === 'string' ? 'caracteres' : 'itens')
  const subject = name ? `${name.subject} ` : ''
  return `${subject}tem ${formatCount(input.length)} ${unit}; o máximo é ${max}${name?.advice ?? ''}`
}

function issueMessage(issue: z.core.$ZodIssue): string {
  const missing = !('input' in issue) || issue.input === undefined
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return 'é obrigatório'
      return `deve ser ${typeNames[issue.expected] ?? issue.expected}`
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'não pode ficar vazio' : `deve ter ao menos ${issue.minimum} caracteres`
      if (issue.origin === 'array')
        return `deve ter ao menos ${issue.minimum} ${plural(Number(issue.minimum), 'item', 'itens')}`
      return `deve ser no mínimo ${issue.minimum}`
    case 'too_big':
      return tooBig(issue)
    case 'invalid_value':
      if (missing) return 'é obrigatório'
      return `deve ser um destes: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'unrecognized_keys':
      return `campo${issue.keys.length > 1 ? 's' : ''} desconhecido${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
    default:
      return 'valor inválido'
  }
}
