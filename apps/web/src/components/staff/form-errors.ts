import { ApiError } from '@/lib/api-client'

/**
 * The field messages of a 422 (`{ message, errors: { campo: [msg, …] } }`, decision 0010): the first message
 * of each field, keyed by the server's dotted path (`nome`, `alternativas.1.texto`). Null for any other error.
 * For forms kept in plain state: `setErrors(formErrorsOf(error) ?? {})` (or `useStaffSave`, which does it).
 */
export function formErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  return error.fieldErrors
}
