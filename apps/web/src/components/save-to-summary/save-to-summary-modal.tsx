import { NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { type FormEvent, useState } from 'react'
import { ModalActions } from '@/components/form/modal-actions'
import { appendToSummary, createSummaryWith, useOwnSummaries } from '@/lib/api/save-to-summary'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useCurrentCourse } from '@/lib/current-course'
import { notifySuccess } from '@/lib/notify'
import { useStoredUser } from '@/lib/session'
import { questionHtml, type SavedQuestion } from './question-html'

const NEW = 'novo'

function SaveToSummaryForm({ html, onDone }: { html: string; onDone: () => void }) {
  const course = useCurrentCourse()
  const user = useStoredUser()
  const courseId = course?.id ?? 0
  const summaries = useOwnSummaries(courseId, user?.id ?? 0)
  const [choice, setChoice] = useState<string | null>(null)
  const [nome, setNome] = useState('Questões salvas')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const options = [
    ...(summaries.data ?? []).map((s) => ({ value: String(s.id), label: s.nome })),
    { value: NEW, label: 'Novo resumo' },
  ]
  const selected = choice ?? options[0]?.value ?? NEW

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setError(null)
    try {
      const saved =
        selected === NEW
          ? await createSummaryWith(courseId, nome.trim(), html)
          : await appendToSummary(Number(selected), html)
      notifySuccess(`Questão salva no resumo "${saved.nome}".`)
      onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {}
      setError(fields.nome ?? fields.descricao ?? errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          O enunciado, a resposta certa e a explicação vão para o fim do resumo escolhido.
        </Text>
        <NativeSelect
          label="Resumo"
          data={options}
          value={selected}
          disabled={summaries.isLoading}
          onChange={(event) => setChoice(event.currentTarget.value)}
        />
        {selected === NEW && (
          <TextInput
            label="Título do novo resumo"
            maxLength={150}
            value={nome}
            onChange={(e) => setNome(e.currentTarget.value)}
          />
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <ModalActions onCancel={onDone} saving={saving} disabled={summaries.isLoading} />
      </Stack>
    </form>
  )
}

export function openSaveToSummary(question: SavedQuestion, rightId: number, explanation: string) {
  const html = questionHtml(question, rightId, explanation)
  const id = modals.open({
    title: 'Salvar no meu resumo',
    children: <SaveToSummaryForm html={html} onDone={() => modals.close(id)} />,
  })
}
