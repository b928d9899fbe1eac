/** True when the error (or its cause, as drizzle wraps driver errors) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string }
    if (code === '23505') return constraint === undefined || name === constraint
  }
  return false
}
