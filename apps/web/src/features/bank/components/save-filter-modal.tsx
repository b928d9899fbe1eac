import { TEXT_MAX } from '@gabarito/core'
import { Stack, Text, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { type FormEvent, useState } from 'react'
import { ModalActions } from '@/components/form/modal-actions'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { createNotebook } from '../api/notebooks'
import { type BankFilter, savedFilterOf } from '../lib/bank-filter'

/**
 * The caderno's name: the server's message on the name (a duplicate name, 50 cadernos) under the field, any other
 * (the filter's) above the buttons, where it is not mistaken for the name's.
 */
export function NotebookNameForm({
  initial = '',
  label = 'Nome do caderno',
  save,
  onDone,
}: {
  initial?: string
  label?: string
  save: (nome: string) => Promise<unknown>
  onDone: () => void
}) {
  const [nome, setNome] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setError(null)
    setFormError(null)
    try {
      await save(nome.trim())
      onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {}
      if (fields.nome) setError(fields.nome)
      else setFormError(Object.values(fields)[0] ?? errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={label}
          maxLength={TEXT_MAX.notebookName}
          value={nome}
          error={error}
          data-autofocus
          onChange={(event) => setNome(event.currentTarget.value)}
        />
        {formError && (
          <Text size="sm" c="red.8" role="alert">
            {formError}
          </Text>
        )}
        <ModalActions onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  )
}

/** "Salvar filtro como caderno": asks for a name and saves the filter (PRO). */
export function openSaveFilter(courseId: number, filter: BankFilter) {
  const id = modals.open({
    title: 'Salvar filtro como caderno',
    children: (
      <Stack>
        <Text size="sm">O caderno guarda o filtro: as questões dele acompanham o banco.</Text>
        <NotebookNameForm
          save={async (nome) => {
            const saved = await createNotebook(courseId, nome, savedFilterOf(filter))
            notifySuccess(`Caderno "${saved.nome}" criado.`)
          }}
          onDone={() => modals.close(id)}
        />
      </Stack>
    ),
  })
}
