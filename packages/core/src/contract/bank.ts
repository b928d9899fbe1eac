import { z } from 'zod/mini'
import { DIFFICULTY_LABELS, SITUATIONS } from '../bank-filter.ts'
import { TEXT_MAX } from '../field-limits.ts'

import { QUESTION_LEVELS, SOURCE_TEXT_MAX } from '../question-source.ts'
import { idParam, intParam, PG_INT, PG_SMALLINT, requiredText } from './fields.ts'

// The question bank's filters and the student's cadernos (issue 31, decision 0058).

/**
 * A list: in a query string the key repeated (`?banca=A&banca=B`), or, for ids, also comma-separated (`1,2`); in a
 * JSON body (a caderno's `filtro`) an array, whose ids come as integers (issue 47). Each element is read as text.
 */
const listPart = z.union([z.string(), z.int().check(z.gte(PG_INT.min), z.lte(PG_INT.max))])
// biome-ignore lint/suspicious/noExplicitAny: an item parses text, whatever its own input type says
const listOf = <T extends z.core.$ZodType<unknown, any>>(item: T, max: number, tooMany: string) =>
  z.pipe(
    z.pipe(
      z.union([listPart, z.array(listPart)]),
      z.transform((value: string | number | (string | number)[]) =>
        (Array.isArray(value) ? value : [value])
          .flatMap((part) => (typeof part === 'number' ? [String(part)] : part.split(',')))
          .map((part) => part.trim()),
      ),
    ),
    z.array(item).check(z.maxLength(max, tooMany)),
  )

const sourceText = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} vazio.`),
      z.maxLength(max, `${label}: use no máximo ${max} caracteres.`),
    )
const year = (message: string) => intParam(message, 1900, PG_SMALLINT.max)

/**
 * The filter fields of a practice batch and its count (`GET …/perguntas`, `…/perguntas/contagem`): each list is OR'ed
 * within itself and AND'ed with the others; a field left out does not filter.
 */
export const bankFilterFields = {
  disciplina_id: z.optional(listOf(idParam('Disciplina inválida.'), 50, 'Escolha no máximo 50 disciplinas.')),
  assunto_id: z.optional(listOf(idParam('Assunto inválido.'), 100, 'Escolha no máximo 100 assuntos.')),
  banca: z.optional(listOf(sourceText('Banca', SOURCE_TEXT_MAX.banca), 20, 'Escolha no máximo 20 bancas.')),
  orgao: z.optional(listOf(sourceText('Órgão', SOURCE_TEXT_MAX.orgao), 20, 'Escolha no máximo 20 órgãos.')),
  ano_de: z.optional(year('Ano inicial inválido.')),
  ano_ate: z.optional(year('Ano final inválido.')),
  nivel: z.optional(
    listOf(
      z.enum(QUESTION_LEVELS, 'Nível inválido: use fundamental, medio ou superior.'),
      3,
      'Nível inválido.',
    ),
  ),
  dificuldade: z.optional(
    listOf(
      z.enum(DIFFICULTY_LABELS, 'Dificuldade inválida.'),
      DIFFICULTY_LABELS.length,
      'Dificuldade inválida.',
    ),
  ),
  situacao: z.optional(
    listOf(
      z.enum(SITUATIONS, 'Situação inválida: use nao_resolvidas, errei, acertei, chutei ou revisao_vencida.'),
      SITUATIONS.length,
      'Situação inválida.',
    ),
  ),
  concurso: z.optional(
    z.enum(['sim', 'nao'], 'Use concurso=sim (só de concursos anteriores) ou concurso=nao.'),
  ),
}

const yearsInOrder = (filter: { ano_de?: number | undefined; ano_ate?: number | undefined }) =>
  filter.ano_de === undefined || filter.ano_ate === undefined || filter.ano_de <= filter.ano_ate

/** The query of a filtered batch or count. */
export const bankFilterQuery = z
  .object(bankFilterFields)
  .check(
    z.refine(yearsInOrder, { message: 'O ano inicial deve ser menor ou igual ao final.', path: ['ano_ate'] }),
  )
export type BankFilterQuery = z.output<typeof bankFilterQuery>

/** `GET …/perguntas/contagem`: how many questions the filter matches now. */
export const bankCountJson = z.object({ total: z.number() })
export type BankCount = z.infer<typeof bankCountJson>

/** The values the filter panel offers for a course: its bancas, órgãos and years (from its questions). */
export const bankOptionsJson = z.object({
  bancas: z.array(z.string()),
  orgaos: z.array(z.string()),
  anos: z.array(z.number()),
})
export type BankOptions = z.infer<typeof bankOptionsJson>

/** A caderno: a saved filter (`tipo: 'filtro'`) or a list of questions (`tipo: 'lista'`). */
export const notebookJson = z.object({
  id: z.number(),
  nome: z.string(),
  tipo: z.enum(['filtro', 'lista']),
  /** The saved filter (the batch's query fields); null for a list. */
  filtro: z.nullable(z.record(z.string(), z.unknown())),
  /** Questions it holds now (a filter's current matches). */
  total: z.number(),
  criado_em: z.string(),
})
export type Notebook = z.infer<typeof notebookJson>

const notebookName = requiredText(
  'Dê um nome ao caderno.',
  TEXT_MAX.notebookName,
  `O nome do caderno deve ter no máximo ${TEXT_MAX.notebookName} caracteres.`,
)

/** `POST /api/v1/geral/modulo/{id}/cadernos`: with `filtro`, a saved filter; without, an empty list. */
export const notebookBody = z.object({
  nome: notebookName,
  filtro: z.optional(z.nullable(bankFilterQuery)),
})
export type NotebookBody = z.output<typeof notebookBody>

/** `PATCH …/cadernos/{c}`: a new name. */
export const notebookRenameBody = z.object({ nome: notebookName })

/** `POST …/cadernos/{c}/questoes`: one question into a list (at most NOTEBOOK_QUESTION_LIMIT). */
export const notebookQuestionBody = z.object({ pergunta_id: idParam('Questão inválida.') })
