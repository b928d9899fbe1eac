import { NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { type FormEvent, useState } from 'react'
import { ModalActions } from '@/components/form/modal-actions'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { addToNotebook, createNotebook, useNotebooks } from '../api/notebooks'

const NEW = 'novo'

function SaveToNotebookForm({
  courseId,
  questionId,
  onDone,
}: {
  courseId: number
  questionId: number
  onDone: () => void
}) {
  const notebooks = useNotebooks(courseId)
  // Only lists take single questions: a saved filter's questions come from its filter.
  const lists = (notebooks.data ?? []).filter((n) => n.tipo === 'lista')
  const [choice, setChoice] = useState<string | null>(null)
  const [nome, setNome] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const options = [
    ...lists.map((n) => ({ value: String(n.id), label: `${n.nome} (${n.total})` })),
    { value: NEW, label: 'Novo caderno' },
  ]
  const selected = choice ?? options[0]?.value ?? NEW

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setError(null)
    try {
      const target = selected === NEW ? (await createNotebook(courseId, nome.trim())).id : Number(selected)
      const saved = await addToNotebook(courseId, target, questionId)
      notifySuccess(`Questão salva no caderno "${saved.nome}".`)
      onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {}
      setError(fields.nome ?? fields.pergunta_id ?? errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">Escolha um dos seus cadernos ou crie um novo.</Text>
        <NativeSelect
          label="Caderno"
          data={options}
          value={selected}
          disabled={notebooks.isLoading}
          onChange={(event) => setChoice(event.currentTarget.value)}
        />
        {selected === NEW && (
          <TextInput
            label="Nome do novo caderno"
            maxLength={80}
            value={nome}
            onChange={(event) => setNome(event.currentTarget.value)}
          />
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <ModalActions onCancel={onDone} saving={saving} disabled={notebooks.isLoading} />
      </Stack>
    </form>
  )
}

/** "Salvar no caderno": the picker of the student's list cadernos. */
export function openSaveToNotebook(courseId: number, questionId: number) {
  const id = modals.open({
    title: 'Salvar no caderno',
    children: (
      <SaveToNotebookForm courseId={courseId} questionId={questionId} onDone={() => modals.close(id)} />
    ),
  })
}
