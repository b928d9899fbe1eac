import type { StaffStudyText } from '@gabarito/core/contract'
import { Alert, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { FormFooter } from '@/components/staff/form-footer'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { type SearchOption, SearchSelect } from '@/components/staff/search-select'
import { staffTableKey } from '@/components/staff/staff-table'
import {
  createStudyText,
  getStudyText,
  IMAGE_UPLOAD_PATH,
  materialListPath,
  updateStudyText,
  useRecord,
} from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { searchAssuntos, searchDisciplinas, selectionKey } from '@/lib/api/staff/selection'
import { notifySuccess } from '@/lib/notify'
import { queryClient } from '@/lib/query-client'
import { type SelectedItem, useManagerSelection } from '@/lib/staff-selection'

const BACK = '/admin/material'

interface FormProps {
  moduloId: number
  saved?: StaffStudyText
  /** The selection's subject and topic, for a new text. */
  disciplina?: SelectedItem | null
  assunto?: SelectedItem | null
}

function MaterialForm({ moduloId, saved, disciplina = null, assunto = null }: FormProps) {
  const navigate = useNavigate()
  const [subject, setSubject] = useState<SearchOption | null>(saved?.disciplina ?? disciplina)
  const [topic, setTopic] = useState<SearchOption | null>(saved?.assunto ?? assunto)
  const form = useContentForm({
    titulo: saved?.titulo ?? '',
    conteudo: saved?.conteudo ?? '',
    restrito: saved?.restrito ?? false,
  })
  const { values, errors, set, setErrors } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...values, disciplina_id: subject?.id ?? null, assunto_id: topic?.id ?? null }
    const ok = await form.save(() =>
      saved ? updateStudyText(saved.id, body) : createStudyText(moduloId, body),
    )
    if (!ok) return
    notifySuccess(saved ? 'Material alterado.' : 'Material criado.')
    await queryClient.invalidateQueries({ queryKey: staffTableKey(materialListPath(moduloId)) })
    navigate(BACK)
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label="Material de estudo">
      <Stack gap="md">
        <TextInput
          label="Título"
          required
          maxLength={200}
          value={values.titulo}
          error={errors.titulo}
          onChange={(event) => set('titulo', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SearchSelect
            label="Disciplina"
            required
            value={subject}
            onChange={(option) => {
              setSubject(option)
              setTopic(null)
              setErrors((e) => ({ ...e, disciplina_id: '', assunto_id: '' }))
            }}
            search={(term, signal) => searchDisciplinas(moduloId, term, signal)}
            queryKey={[...selectionKey, 'disciplinas', moduloId]}
            error={errors.disciplina_id}
            data-testid="material-disciplina"
          />
          <SearchSelect
            label="Assunto"
            description="Opcional."
            value={topic}
            disabled={!subject}
            onChange={(option) => {
              setTopic(option)
              setErrors((e) => ({ ...e, assunto_id: '' }))
            }}
            search={(term, signal) => searchAssuntos(subject?.id ?? 0, term, signal)}
            queryKey={[...selectionKey, 'assuntos', subject?.id ?? 0]}
            error={errors.assunto_id}
            data-testid="material-assunto"
          />
        </SimpleGrid>
        <Switch
          label="Restrito a quem tem o plano do curso (PRO)"
          checked={values.restrito}
          onChange={(event) => set('restrito', event.currentTarget.checked)}
          error={errors.restrito}
        />
        <RichTextInput
          label="Conteúdo"
          required
          initialValue={values.conteudo}
          onChange={(html) => set('conteudo', html)}
          error={errors.conteudo}
          imageUploadPath={IMAGE_UPLOAD_PATH}
          testId="material-conteudo"
          minHeight={320}
        />
        <FormFooter back={BACK} saving={form.saving} />
      </Stack>
    </Paper>
  )
}

/** `#/admin/material/novo` and `#/admin/material/{id}`. */
export function MaterialFormPage() {
  const { id } = useParams()
  const textId = Number(id)
  const editing = id !== undefined
  const { modulo, disciplina, assunto } = useManagerSelection()
  const record = useRecord('material', textId, getStudyText, editing && Number.isInteger(textId))
  let body = null
  if (editing && (record.isError || !Number.isInteger(textId)))
    body = <Alert color="red">Material não encontrado.</Alert>
  else if (editing && record.data)
    body = <MaterialForm saved={record.data} moduloId={record.data.modulo_id} />
  else if (!editing)
    body = modulo ? (
      <MaterialForm moduloId={modulo.id} disciplina={disciplina} assunto={assunto} />
    ) : (
      <ChooseCourse what="onde criar o material" />
    )
  return (
    <>
      <AdminPageTitle>
        {editing ? 'Editar material' : `Novo material${modulo ? ` — ${modulo.nome}` : ''}`}
      </AdminPageTitle>
      {body}
    </>
  )
}
