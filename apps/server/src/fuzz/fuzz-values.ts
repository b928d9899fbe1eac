import fc from 'fast-check'
import { boundaryInt, numericText } from './integer-inputs.ts'

/** A string of 100,000 characters: past every length limit, under the body limit. */
const HUGE = 'x'.repeat(100_000)

/** Values an attacker tries first, of every JSON type. */
const NASTY_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  2 ** 31,
  2 ** 63,
  1e308,
  -1e308,
  0.5,
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '1e308',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '/* */',
  '"',
  '\\',
  '%',
  '%00',
  '../../../etc/passwd',
  '..\\..\\windows',
  '\u202Eevil\u202C',
  '😀🇧🇷',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '',
  ' ',
  '__proto__',
  'constructor',
  '2026-02-30',
  '<script>alert(1)</script>',
  HUGE,
  [],
  {},
]

/** Keys that reach prototypes or look like the bracketed keys of query strings and DataTables. */
const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'a[__proto__]',
  'search[value]',
  'order[0][column]',
  'order[0][dir]',
  'columns[0][data]',
  'columns[9999999999][data]',
  'length',
  'start',
  'draw',
  'id',
  '',
  'a\u0000',
]

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_CONSTANTS.map(String)),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  numericText,
)

/** Any JSON value, the nasty ones often, with `valid` (ids and texts of real records) now and then. */
export function nastyValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: fc.constantFrom(...NASTY_CONSTANTS), weight: 5 },
      { arbitrary: valid, weight: 3 },
      { arbitrary: nastyString, weight: 2 },
      { arbitrary: boundaryInt, weight: 2 },
      { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(Number)), weight: 1 },
      { arbitrary: fc.array(tie('value'), { maxLength: 3 }), weight: 1 },
      { arbitrary: objectOf(fc.constantFrom(...NASTY_KEYS), tie('value')), weight: 1 },
    ),
  }))
  return value
}

/** An object built without a prototype, so a `__proto__` key stays an own key and reaches JSON.stringify. */
export function objectOf(keys: fc.Arbitrary<string>, values: fc.Arbitrary<unknown>): fc.Arbitrary<object> {
  return fc.array(fc.tuple(keys, values), { maxLength: 4 }).map((entries) => {
    const object = Object.create(null) as Record<string, unknown>
    for (const [key, value] of entries) object[key] = value
    return object
  })
}

/**
 * A body for an operation: its own fields with wrong or nasty values (and sometimes nasty extra keys), or a
 * body of another type altogether, or text that is not JSON.
 */
export function bodyFor(fields: string[], valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const value = nastyValue(valid)
  const keys =
    fields.length > 0
      ? fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...NASTY_KEYS))
      : fc.constantFrom(...NASTY_KEYS)
  const shaped = fc
    .tuple(
      fc.subarray(fields),
      fc.array(value, { minLength: fields.length, maxLength: fields.length }),
      objectOf(keys, value),
    )
    .map(([chosen, values, extra]) => {
      const object = Object.create(null) as Record<string, unknown>
      for (const [i, field] of chosen.entries()) object[field] = values[i]
      return Object.assign(object, extra)
    })
  return fc.oneof(
    { arbitrary: shaped.map((object) => JSON.stringify(object)), weight: 6 },
    { arbitrary: value.map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '{"constructor":{"prototype":{"polluted":1}}}',
        '{"__proto__":{"polluted":1}}',
        '{"a":',
        "{'a':1}",
        `{"a":"${HUGE}"}`,
        '[',
        '',
        '\u0000',
      ),
      weight: 1,
    },
  )
}

/** Percent-encodes what it can; a lone surrogate (which encodeURIComponent refuses) goes as invalid UTF-8. */
export function encodeLoose(text: string): string {
  let out = ''
  for (const char of text) {
    try {
      out += encodeURIComponent(char)
    } catch {
      out += '%ED%A0%80'
    }
  }
  return out
}

/** A path or query parameter of the document. */
export interface Parameter {
  name: string
  schema?: JsonSchema
}

/** A parameter's text: one its schema accepts (integers: real ids, the edges and INT_BOUNDARIES), or a nasty one. */
function paramValue(schema: JsonSchema | undefined, valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: (schema ? typical(schema, valid) : valid).map(String), weight: 3 },
    { arbitrary: nastyString, weight: 2 },
  )
}

/** A path parameter: raw `../` and slashes now and then (which change the route), otherwise encoded. */
export function pathParam(
  schema: JsonSchema | undefined,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: paramValue(schema, valid).map(encodeLoose), weight: 8 },
    { arbitrary: fc.constantFrom('..', '../..', '%2e%2e%2f', '%', '%zz', '%ED%A0%80', '%00'), weight: 2 },
  )
}

/**
 * A query string: each of the operation's parameters half the time, with a value of its schema or a nasty one,
 * then nasty extra keys (or the same keys again), valued nasty or valid-looking.
 */
export function queryFor(params: Parameter[], valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const declared = fc.tuple(
    ...params.map((p) =>
      fc.option(
        paramValue(p.schema, valid).map((v): [string, string] => [p.name, v]),
        { nil: undefined, freq: 2 },
      ),
    ),
  )
  const keys = fc.oneof(
    ...(params.length > 0 ? [fc.constantFrom(...params.map((p) => p.name))] : []),
    fc.constantFrom(...NASTY_KEYS, 'token', 'secret'),
  )
  const extra = fc.array(fc.tuple(keys, fc.oneof(nastyString, valid.map(String))), { maxLength: 3 })
  return fc
    .tuple(declared, extra)
    .map(([own, more]) =>
      [...own.filter((pair) => pair !== undefined), ...more]
        .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`)
        .join('&'),
    )
}

/** The parts of a JSON schema (as @fastify/swagger writes zod's) that the typical values read. */
export interface JsonSchema {
  type?: string
  format?: string
  enum?: unknown[]
  nullable?: boolean
  minimum?: number
  maximum?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
}

/**
 * A value the schema accepts, often at its edges (the maximum, the longest string), with the ids of real records
 * for integers: a body made of these gets past validation, so the one nasty field put in it reaches the service.
 */
export function typical(schema: JsonSchema, valid: fc.Arbitrary<unknown>, depth = 0): fc.Arbitrary<unknown> {
  const value = typicalOfType(schema, valid, depth)
  return schema.nullable
    ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : value
}

function typicalOfType(
  schema: JsonSchema,
  valid: fc.Arbitrary<unknown>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((s) => typical(s, valid, depth)))
  const edges = [schema.minimum, schema.maximum].filter((n): n is number => Number.isFinite(n))
  switch (schema.type) {
    case 'integer':
    case 'number':
      // The boundaries whatever the schema says: in range they reach the services, out of range the checks.
      return fc.oneof(
        { arbitrary: valid.filter((v) => typeof v === 'number'), weight: 4 },
        ...(edges.length ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : []),
        { arbitrary: boundaryInt, weight: 2 },
      )
    case 'boolean':
      return fc.boolean()
    case 'string':
      if (schema.format === 'uuid') return fc.uuid()
      if (schema.format === 'date-time')
        return fc.constantFrom('2026-11-20T12:00:00Z', '2999-12-31T23:59:59-03:00')
      if (schema.format === 'date') return fc.constantFrom('2026-11-20', '2999-12-31')
      return fc.constantFrom('Texto de teste', 'x'.repeat(Math.min(schema.maxLength ?? 50, 100_000)))
    case 'array':
      if (!schema.items || depth > 3) return fc.constant([])
      return fc.array(typical(schema.items, valid, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'object':
      if (!schema.properties || depth > 3) return fc.constant({})
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties).map(([k, s]) => [k, typical(s, valid, depth + 1)]),
        ),
      )
    default:
      return valid
  }
}

/** A typical body of the schema with one of its fields (maybe none) replaced by a nasty value. */
export function typicalBody(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(schema.properties ?? {})
  return fc
    .tuple(
      typical(schema, valid),
      fc.option(fc.constantFrom(...(fields.length ? fields : [''])), { nil: undefined }),
      nastyValue(valid),
    )
    .map(([body, field, nasty]) => {
      const object = { ...(body as Record<string, unknown>) }
      if (field) object[field] = nasty
      return JSON.stringify(object)
    })
}
