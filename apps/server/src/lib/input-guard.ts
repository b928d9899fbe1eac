import type { FastifyRequest } from 'fastify'
import { type FieldErrors, ValidationError } from './errors.ts'

export const FORBIDDEN_KEY = 'Nome de campo não permitido.'
export const NUL_CHARACTER = 'Este campo contém um caractere inválido (nulo).'

/** Names that reach an object's prototype when a parser builds nested objects from keys. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** The parts of a key, bracketed or not: `order[0][column]` is `order`, `0`, `column`. */
export function keyParts(key: string): string[] {
  const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
  return parts.length > 0 ? parts : [key]
}

/**
 * What no schema and no query should ever see, at any depth of `input` (keys included):
 * - a NUL character, which PostgreSQL refuses in text, so it would fail the request with a 500;
 * - a key naming a prototype (`__proto__`, `constructor`, `prototype`, also inside `a[__proto__]`).
 * Each problem is added to `errors` under the field's dotted path (`search.value`, `columns.1.data`).
 * The walk keeps its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function collectInputProblems(input: unknown, errors: FieldErrors): void {
  const add = (field: string, message: string) => {
    errors[field] ??= []
    if (!errors[field].includes(message)) errors[field].push(message)
  }
  const pending: [value: unknown, field: string][] = [[input, '']]
  while (pending.length > 0) {
    const [value, field] = pending.pop() as [unknown, string]
    if (typeof value === 'string') {
      if (value.includes('\0')) add(field || 'body', NUL_CHARACTER)
      continue
    }
    if (value === null || typeof value !== 'object') continue
    // An uploaded file's bytes (an image, an import ZIP): not fields, and walking them byte by byte would be slow.
    if (ArrayBuffer.isView(value)) continue
    const children: [unknown, string][] = []
    for (const [key, child] of Object.entries(value)) {
      const parts = keyParts(key)
      const path = field ? `${field}.${parts.join('.')}` : parts.join('.')
      if (parts.some((part) => PROTOTYPE_KEYS.has(part))) add(path, FORBIDDEN_KEY)
      else if (key.includes('\0')) add(path, NUL_CHARACTER)
      else children.push([child, path])
    }
    // Reversed onto the stack, so fields are reported in the order they were sent.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as [unknown, string])
  }
}

/** preValidation hook: path parameters, query string and body are checked before any schema reads them. */
export async function guardInput(request: FastifyRequest): Promise<void> {
  // No prototype: a field named `__proto__` is reported like any other.
  const errors: FieldErrors = Object.create(null)
  for (const part of [request.params, request.query, request.body]) collectInputProblems(part, errors)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}
