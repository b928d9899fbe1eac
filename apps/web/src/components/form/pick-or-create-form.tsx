import { NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, type ReactNode, useState } from 'react'
import { ModalActions } from '@/components/form/modal-actions'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'

const NEW = 'novo'

/** Where the form saves: one of the listed items (its value) or a new one with this name. */
export type PickOrCreateTarget = { existing: string } | { name: string }

interface PickOrCreateFormProps {
  intro: ReactNode
  /** The select's label ("Resumo") and its last option ("Novo resumo"). */
  pickLabel: string
  newOption: string
  /** The new item's name field. */
  nameLabel: string
  nameMaxLength: number
  initialName?: string
  items: { value: string; label: string }[]
  loading: boolean
  /** Saves and returns the success toast's text. */
  save: (target: PickOrCreateTarget) => Promise<string>
  /** The fields whose server errors show under the form, first found first. */
  errorFields: string[]
  onDone: () => void
}

/**
 * A modal's form that saves something into one of the student's items or a new one ("Salvar no meu resumo",
 * "Salvar no caderno"): the first item chosen, the server's field error shown, a toast on success.
 */
export function PickOrCreateForm(props: PickOrCreateFormProps) {
  const [choice, setChoice] = useState<string | null>(null)
  const [name, setName] = useState(props.initialName ?? '')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const options = [...props.items, { value: NEW, label: props.newOption }]
  const selected = choice ?? options[0]?.value ?? NEW

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setError(null)
    try {
      notifySuccess(await props.save(selected === NEW ? { name: name.trim() } : { existing: selected }))
      props.onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {}
      const field = props.errorFields.find((f) => fields[f])
      setError(field ? (fields[field] ?? null) : errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{props.intro}</Text>
        <NativeSelect
          label={props.pickLabel}
          data={options}
          value={selected}
          disabled={props.loading}
          onChange={(event) => setChoice(event.currentTarget.value)}
        />
        {selected === NEW && (
          <TextInput
            label={props.nameLabel}
            maxLength={props.nameMaxLength}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <ModalActions onCancel={props.onDone} saving={saving} disabled={props.loading} />
      </Stack>
    </form>
  )
}
