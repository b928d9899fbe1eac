import fc from 'fast-check'

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
)

/** Any JSON value, the nasty ones often, with `valid` (ids and texts of real records) now and then. */
export function nastyValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: fc.constantFrom(...NASTY_CONSTANTS), weight: 5 },
      { arbitrary: valid, weight: 3 },
      { arbitrary: nastyString, weight: 2 },
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

/** A path parameter: raw `../` and slashes now and then (which change the route), otherwise encoded. */
export function pathParam(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.oneof(nastyString, valid.map(String)).map(encodeLoose), weight: 8 },
    { arbitrary: fc.constantFrom('..', '../..', '%2e%2e%2f', '%', '%zz', '%ED%A0%80', '%00'), weight: 2 },
  )
}

/** A query string with the operation's parameters and nasty extra keys, every value nasty or valid-looking. */
export function queryFor(names: string[], valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const keys = fc.oneof(
    ...(names.length > 0 ? [fc.constantFrom(...names)] : []),
    fc.constantFrom(...NASTY_KEYS, 'token', 'secret'),
  )
  const values = fc.oneof(nastyString, valid.map(String))
  return fc
    .array(fc.tuple(keys, values), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&'))
}
