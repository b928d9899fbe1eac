import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'

/**
 * The field messages of a 422 (`{ message, errors: { campo: [msg, …] } }`, decision 0010): the first message
 * of each field, keyed by the server's dotted path (`nome`, `alternativas.1.texto`). Null for any other error.
 * For forms kept in plain state: `setErrors(formErrorsOf(error) ?? {})`.
 */
export function formErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  return error.fieldErrors
}

/**
 * Shows a failed save on a react-hook-form form (the project's forms, with Mantine inputs reading
 * `formState.errors`): each field's first server message under its input (the first one focused); when the
 * answer names no field (or `fields` leaves them all out), a toast with the server's message. Returns true when
 * some field got a message. `fields`, when given, limits the fields set (others go to the toast).
 */
export function showFormErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: { fields?: readonly string[]; fallback?: string } = {},
): boolean {
  const messages = formErrorsOf(error) ?? {}
  let applied = false
  const rest: string[] = []
  for (const [field, message] of Object.entries(messages)) {
    if (options.fields && !options.fields.includes(field)) {
      rest.push(message)
      continue
    }
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  if (!applied) notifyError(rest[0] ?? errorMessage(error, options.fallback))
  return applied
}
