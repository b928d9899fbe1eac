import { TABLE_PAGE_SIZES, TEXT_MAX } from '@gabarito/core'
import { z } from 'zod'
import { ValidationError } from './errors.ts'
import { keyParts } from './input-guard.ts'
import { intParam, PG_INT } from './params.ts'

export interface DataTableQuery<C extends string> {
  draw: number
  start: number
  /** null means every row ("All"). */
  limit: number | null
  search: string
  order: { column: C; dir: 'asc' | 'desc' }[]
}

export type { DataTablePage } from '@gabarito/core/contract'

/**
 * Turns DataTables' flat form keys (`order[0][column]`) into nested objects, so the same schema reads
 * the JSON our client sends and the form body the jQuery plugin sends. The objects have no prototype, so
 * no key can reach Object.prototype (guardInput refuses such keys before this runs anyway). A field sent
 * both as a value and as an object takes the shape of its last key.
 */
export function unflattenBrackets(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null)
  for (const [key, value] of Object.entries(input)) {
    const parts = keyParts(key)
    const last = parts.pop() as string
    let node = out
    for (const part of parts) {
      const child = node[part]
      node[part] = isNode(child) ? child : Object.create(null)
      node = node[part] as Record<string, unknown>
    }
    node[last] = value
  }
  return out
}

const isNode = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `{ "0": …, "3": … }` (from form keys) to an array that keeps each item at its index. */
const toIndexed = (filler: unknown) => (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v
  const entries = Object.entries(v).filter(([k]) => /^\d{1,2}$/.test(k))
  const items: unknown[] = Array.from(
    { length: Math.max(0, ...entries.map(([k]) => Number(k) + 1)) },
    () => filler,
  )
  for (const [k, item] of entries) items[Number(k)] = item
  return items
}
/**
 * A count from 0 to what a PostgreSQL integer holds: `start` reaches SQL as an int (the ranking's offset), and
 * above it a 500 instead of a 422 (issue 25). `draw` is only echoed, but no client counts that far either.
 */
const count = (message: string) => intParam(message, 0, PG_INT.max)

const MAX_COLUMNS = 20

const draw = count('Contador de requisição (draw) inválido.').default(0)
const start = count('Posição inicial (start) inválida.').default(0)
const length = z.coerce
  .number({ error: 'Tamanho de página inválido.' })
  .refine((n) => TABLE_PAGE_SIZES.includes(n), 'Tamanho de página inválido.')
  .default(12)
const searchValue = z
  .string({ error: 'A busca deve ser um texto.' })
  .max(TEXT_MAX.tableSearch, 'Busca longa demais.')
  .default('')
/** An index into `columns` (at most 20 of them). */
const orderColumn = intParam('Coluna de ordenação inválida.', 0, MAX_COLUMNS - 1)
const orderDir = z.enum(['asc', 'desc'], 'Ordem inválida: use asc ou desc.').default('asc')
const columnData = z.string({ error: 'Nome de coluna inválido.' })

/**
 * What the OpenAPI document shows: the flat keys DataTables sends in a query string or form (the nested JSON
 * form is read too). Without it the document shows the record below, whose keywords became query parameters.
 */
const documentedKeys = z.toJSONSchema(
  z.object({
    draw,
    start,
    length: length.meta({ type: 'integer', enum: [...TABLE_PAGE_SIZES] }),
    'search[value]': searchValue,
    'order[0][column]': orderColumn.optional().meta({
      description: 'Índice em columns da coluna a ordenar; order[1] a order[4] ordenam em seguida.',
    }),
    'order[0][dir]': orderDir,
    'columns[0][data]': columnData
      .optional()
      .meta({ description: 'Nome da coluna; columns[1] a columns[19] seguem a mesma forma.' }),
  }),
  { io: 'input', target: 'openapi-3.0' },
)

export const dataTableBody = z
  .record(z.string(), z.unknown())
  .default({})
  .transform((v) => (Object.keys(v).some((k) => k.includes('[')) ? unflattenBrackets(v) : v))
  .pipe(
    z.object({
      draw,
      start,
      length,
      search: z.object({ value: searchValue }).default({ value: '' }),
      order: z.preprocess(
        (v) => {
          const items = toIndexed(undefined)(v)
          return Array.isArray(items) ? items.filter((item) => item !== undefined) : items
        },
        z
          .array(z.object({ column: orderColumn, dir: orderDir }))
          .max(5, 'Ordene por no máximo 5 colunas.')
          .default([]),
      ),
      columns: z.preprocess(
        toIndexed({ data: '' }),
        z
          .array(z.object({ data: columnData }))
          .max(MAX_COLUMNS, `Envie no máximo ${MAX_COLUMNS} colunas.`)
          .default([]),
      ),
    }),
  )
  .meta(documentedKeys)

export type DataTableBody = z.output<typeof dataTableBody>

/** Resolves `order[i].column` (an index into `columns`) to the sortable names the table allows. */
export function readDataTable<C extends string>(
  body: DataTableBody,
  sortable: readonly C[],
): DataTableQuery<C> {
  const order: DataTableQuery<C>['order'] = []
  for (const o of body.order) {
    const name = body.columns[o.column]?.data
    if (name === undefined) throw new ValidationError({ order: ['Coluna de ordenação inválida.'] })
    if ((sortable as readonly string[]).includes(name)) order.push({ column: name as C, dir: o.dir })
  }
  return {
    draw: body.draw,
    start: body.start,
    limit: body.length === -1 ? null : body.length,
    search: body.search.value.trim(),
    order,
  }
}

/** A LIKE pattern that matches `term` literally anywhere. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
