import { type ChangeEvent, type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { formErrorsOf } from '@/components/staff/form-errors'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

/**
 * The state of a content form: the values, each field's server message (cleared when the field changes) and a
 * `save` that shows a 422 under the fields (a toast when no field is named) and any other failure as a toast.
 * `submitter(write, done, back)` is the form's onSubmit: save, say `done`, go back to the list.
 */
export function useContentForm<V extends object>(initial: V) {
  const navigate = useNavigate()
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field as string] ? { ...current, [field as string]: '' } : current))
  }

  const save = async (write: (values: V) => Promise<unknown>): Promise<boolean> => {
    setSaving(true)
    try {
      await write(values)
      return true
    } catch (failure) {
      const fields = formErrorsOf(failure)
      if (fields && Object.keys(fields).length > 0) setErrors(fields)
      else notifyError(errorMessage(failure, 'Não foi possível salvar.'))
      return false
    } finally {
      setSaving(false)
    }
  }

  const submitter =
    (write: (values: V) => Promise<unknown>, done: string, back: string) => async (event: FormEvent) => {
      event.preventDefault()
      if (!(await save(write))) return
      notifySuccess(done)
      navigate(back)
    }

  /** A text input's value, message and change handler for a string field: `<TextInput {...form.text('nome')} />`. */
  const text = <K extends keyof V & string>(field: K) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value as V[K]),
  })

  /** A rich-text field's first value, message and change handler: `<RichTextInput {...form.rich('resumo')} />`. */
  const rich = <K extends keyof V & string>(field: K) => ({
    initialValue: values[field] as string,
    error: errors[field],
    onChange: (html: string) => set(field, html as V[K]),
  })

  return { values, errors, saving, set, save, setErrors, submitter, text, rich }
}
