import { useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { formErrorsOf } from './form-errors'

type FieldErrors = Partial<Record<string, string>>

/**
 * A staff form kept in plain state: its server messages by field and a `save` that runs the write with the
 * button spinning; a 422 goes under the fields (decision 0010), any other failure to a toast (`fallback` when
 * the server says nothing). Resolves true when the write went through.
 */
export function useStaffSave<E extends FieldErrors = Record<string, string>>() {
  const [errors, setErrors] = useState<E>({} as E)
  const [saving, setSaving] = useState(false)
  const save = async (write: () => Promise<unknown>, fallback?: string): Promise<boolean> => {
    setSaving(true)
    try {
      await write()
      return true
    } catch (error) {
      const fields = formErrorsOf(error)
      if (fields) setErrors(fields as E)
      else notifyError(errorMessage(error, fallback))
      return false
    } finally {
      setSaving(false)
    }
  }
  return { errors, setErrors, saving, save }
}
