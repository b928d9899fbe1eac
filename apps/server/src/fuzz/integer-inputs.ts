import fc from 'fast-check'

/**
 * The edges of PostgreSQL's integer and of a JavaScript number (issue 25): the last integer a column holds, the
 * first it does not, the first a double cannot tell from its neighbour, and the lowest integer. Sent to every
 * integer input whatever its documented minimum and maximum, since clients do not read the document.
 */
export const INT_BOUNDARIES = [2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 31)] as const

export const boundaryInt: fc.Arbitrary<number> = fc.constantFrom(...INT_BOUNDARIES)

/** Numbers as text, for paths and query strings: the boundaries, and texts a careless `Number()` reads as numbers. */
export const numericText: fc.Arbitrary<string> = fc.oneof(
  boundaryInt.map(String),
  fc.constantFrom('-0', '1e10', '0x10', ' 7 ', '1.0', '', '9'.repeat(400)),
)

/** What the walk reads of a JSON schema in the document. */
interface NumericSchema {
  type?: string
  enum?: unknown[]
  minimum?: number
  maximum?: number
  properties?: Record<string, NumericSchema>
  items?: NumericSchema
  additionalProperties?: NumericSchema | boolean
  anyOf?: NumericSchema[]
  allOf?: NumericSchema[]
  oneOf?: NumericSchema[]
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: NumericSchema }[]
        requestBody?: { content: Record<string, { schema?: NumericSchema }> }
      }
    >
  >
}

/** A number the API reads: where (`GET /path query start`, `… body precos[].meses`) and its schema. */
export interface NumericInput {
  where: string
  schema: NumericSchema
}

function walk(schema: NumericSchema | undefined, where: string, out: NumericInput[]) {
  if (!schema) return
  if (schema.type === 'integer' || schema.type === 'number') out.push({ where, schema })
  for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${name}`, out)
  walk(schema.items, `${where}[]`, out)
  if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}.*`, out)
  for (const child of [...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])])
    walk(child, where, out)
}

/** Every number of every operation's path, query and body in the document, nested ones too. */
export function numericInputs(doc: OpenApiDocument): NumericInput[] {
  const out: NumericInput[] = []
  for (const [path, byMethod] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(byMethod)) {
      const key = `${method.toUpperCase()} ${path}`
      for (const p of op.parameters ?? []) walk(p.schema, `${key} ${p.in} ${p.name}`, out)
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
        walk(content.schema, `${key} body(${type})`, out)
    }
  return out
}

/** A number whose documented range a PostgreSQL integer holds (or a short list of allowed values). */
export function fitsAnInteger(schema: NumericSchema): boolean {
  if (schema.enum) return schema.enum.every((v) => Number.isInteger(v) && Math.abs(v as number) < 2 ** 31)
  return (
    schema.type === 'integer' &&
    schema.minimum !== undefined &&
    schema.maximum !== undefined &&
    schema.minimum >= -(2 ** 31) &&
    schema.maximum <= 2 ** 31 - 1
  )
}

/** What the sweep reads of an operation. */
export interface SweptOperation {
  path: string
  pathParams: { name: string; schema?: NumericSchema }[]
  queryParams: { name: string; schema?: NumericSchema }[]
  bodySchema?: NumericSchema
}

const isInteger = (schema?: NumericSchema): boolean =>
  schema?.type === 'integer' || (schema?.anyOf ?? []).some(isInteger)

/**
 * The sweep's requests for an operation: each integer of its path, query and body (top-level fields) alone at each
 * of INT_BOUNDARIES, no other query key, a body of that one field (`{}` when the integer is elsewhere: a DataTables
 * body is then valid), and the other path parameters each of `realIds` in turn (all the same one), so that a
 * course's, a subject's or a question's route finds its record and the swept value reaches the service.
 */
export function edgeRequests(op: SweptOperation, realIds: number[]): { url: string; body?: string }[] {
  const out: { url: string; body?: string }[] = []
  const fill = (swept: string | null, value: number, real: number) =>
    op.pathParams.reduce(
      (url, p) => url.replace(`{${p.name}}`, String(p.name === swept ? value : real)),
      op.path,
    )
  const noBody = op.bodySchema ? '{}' : undefined
  const bodyFields = Object.entries(op.bodySchema?.properties ?? {}).filter(([, s]) => isInteger(s))
  for (const value of INT_BOUNDARIES)
    for (const swept of [...op.pathParams, ...op.queryParams].filter((p) => isInteger(p.schema))) {
      const inPath = op.pathParams.includes(swept)
      const others = op.pathParams.length > (inPath ? 1 : 0) ? realIds : [0]
      for (const real of others) {
        const url = fill(inPath ? swept.name : null, value, real)
        out.push({ url: inPath ? url : `${url}?${encodeURIComponent(swept.name)}=${value}`, body: noBody })
      }
    }
  for (const value of INT_BOUNDARIES)
    for (const [name] of bodyFields)
      for (const real of op.pathParams.length > 0 ? realIds : [0])
        out.push({ url: fill(null, value, real), body: JSON.stringify({ [name]: value }) })
  return out
}
