import { TEXT_MAX } from '@gabarito/core'
import { Alert, Button, Group, Input, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconDeviceFloppy, IconHistory } from '@tabler/icons-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { RichTextEditorField } from '@/components/rich-text-editor'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useCurrentCourse } from '@/lib/current-course'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useStoredUser } from '@/lib/session'
import { type Summary, useSummary } from '../api/get-summary'
import { createSummary, updateSummary } from '../api/save-summary'
import { uploadSummaryImage } from '../api/upload-summary-image'
import { clearDraft, readDraft, type SummaryDraft, writeDraft } from '../draft'
import { summaryTexts } from '../texts'

interface Values {
  nome: string
  descricao: string
}

/** The draft to offer: a new summary's, or one written after the summary's last save that differs from it. */
function draftToOffer(draft: SummaryDraft | null, saved: Summary | undefined): SummaryDraft | null {
  if (!draft) return null
  if (!saved) return draft.nome || draft.descricao ? draft : null
  const differs = draft.nome !== saved.nome || draft.descricao !== saved.descricao
  return differs && draft.savedAt > Date.parse(saved.updated_at) ? draft : null
}

function SummaryForm({ saved, userId, courseId }: { saved?: Summary; userId: number; courseId: number }) {
  const navigate = useNavigate()
  const summaryId = saved?.id ?? null
  const [restored] = useState(() => draftToOffer(readDraft(userId, summaryId), saved))
  const initial: Values = restored ?? { nome: saved?.nome ?? '', descricao: saved?.descricao ?? '' }
  const [values, setValues] = useState<Values>(initial)
  const [editorKey, setEditorKey] = useState(0)
  const [showRestored, setShowRestored] = useState(restored !== null)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [saving, setSaving] = useState(false)
  const first = useRef(true)
  const contentLabel = useId()

  // Every change is kept on the device (after the first render, which only shows what is there).
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => writeDraft(userId, summaryId, values), 400)
    return () => window.clearTimeout(timer)
  }, [values, userId, summaryId])

  const discardDraft = () => {
    clearDraft(userId, summaryId)
    setValues({ nome: saved?.nome ?? '', descricao: saved?.descricao ?? '' })
    setEditorKey((k) => k + 1)
    setShowRestored(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!values.nome.trim()) {
      setErrors({ nome: 'Informe o título do resumo.' })
      return
    }
    setSaving(true)
    try {
      const result = saved
        ? await updateSummary(saved.id, values)
        : await createSummary({ ...values, modulo_id: courseId })
      clearDraft(userId, summaryId)
      notifySuccess('Resumo salvo.')
      navigate(`/v2/geral/arquivo/show/${result.id}`)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors
        setErrors({ nome: fields.nome, descricao: fields.descricao })
        if (!fields.nome && !fields.descricao) notifyError(errorMessage(error))
      } else notifyError(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {showRestored && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconHistory aria-hidden />}
            data-testid="rascunho-restaurado"
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">Recuperamos o rascunho guardado neste aparelho.</Text>
              <Button size="xs" variant="subtle" onClick={discardDraft}>
                Descartar rascunho
              </Button>
            </Group>
          </Alert>
        )}
        <TextInput
          label="Título"
          required
          maxLength={TEXT_MAX.summaryName}
          value={values.nome}
          error={errors.nome}
          onChange={(event) => {
            const nome = event.currentTarget.value
            setValues((v) => ({ ...v, nome }))
            setErrors((e) => ({ ...e, nome: undefined }))
          }}
        />
        <Input.Wrapper label="Conteúdo" labelProps={{ id: contentLabel }} error={errors.descricao}>
          <RichTextEditorField
            key={editorKey}
            labelId={contentLabel}
            onImageUpload={uploadSummaryImage}
            initialHtml={values.descricao}
            invalid={Boolean(errors.descricao)}
            onChange={(descricao) => setValues((v) => ({ ...v, descricao }))}
          />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button component={Link} to="/v2/geral/arquivo" variant="default">
            Voltar
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** /v2/geral/arquivo/create and /v2/geral/arquivo/edit/{id}: Título and Conteúdo. */
export function SummaryFormPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const summaryId = Number(id)
  const course = useCurrentCourse()
  const user = useStoredUser()
  const summary = useSummary(summaryId, editing)
  const failed = editing && (summary.isError || !Number.isInteger(summaryId))

  useEffect(() => {
    if (failed) notifyError(summaryTexts.readFailure, undefined, 'erro-resumo-pessoal')
  }, [failed])

  if (!course || !user) return null
  const notOwner = summary.data && summary.data.responsavel_id !== user.id
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {editing ? 'Editar resumo' : 'Novo resumo'}
      </Title>
      {failed || notOwner ? (
        <Stack align="flex-start">
          <Text>{notOwner ? 'Só o criador pode editar este resumo.' : summaryTexts.readFailure}</Text>
          <Button component={Link} to="/v2/geral/arquivo" variant="default">
            Voltar
          </Button>
        </Stack>
      ) : editing && !summary.data ? (
        <Text c="dimmed">Carregando…</Text>
      ) : (
        <SummaryForm saved={summary.data} userId={user.id} courseId={course.id} />
      )}
    </Stack>
  )
}
