import { formatCount } from '@gabarito/core'
import type { StaffConcept } from '@gabarito/core/contract'
import { Alert, Paper, Stack, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { FormFooter } from '@/components/staff/form-footer'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { staffTableKey } from '@/components/staff/staff-table'
import {
  CONCEPTS_PATH,
  createConcept,
  getConcept,
  updateConcept,
  useRecord,
} from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { notifySuccess } from '@/lib/notify'
import { queryClient } from '@/lib/query-client'

const BACK = '/admin/conceitos'

function ConceptForm({ saved }: { saved?: StaffConcept }) {
  const navigate = useNavigate()
  const form = useContentForm({ nome: saved?.nome ?? '', descricao: saved?.descricao ?? '' })
  const { values, errors, set } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const ok = await form.save(() => (saved ? updateConcept(saved.id, values) : createConcept(values)))
    if (!ok) return
    notifySuccess(saved ? 'Conceito alterado.' : 'Conceito criado.')
    await queryClient.invalidateQueries({ queryKey: staffTableKey(CONCEPTS_PATH) })
    navigate(BACK)
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label="Conceito">
      <Stack gap="md">
        {saved && saved.perguntas > 0 && (
          <Alert color="blue" variant="light">
            {formatCount(saved.perguntas, 'questão usa', 'questões usam')} este conceito: o nome muda em
            todas.
          </Alert>
        )}
        <TextInput
          label="Nome"
          required
          maxLength={300}
          value={values.nome}
          error={errors.nome}
          onChange={(event) => set('nome', event.currentTarget.value)}
        />
        <RichTextInput
          label="Descrição"
          description="Mostrada no relatório de conceitos que mais caem."
          initialValue={values.descricao}
          onChange={(html) => set('descricao', html)}
          error={errors.descricao}
          testId="conceito-descricao"
          minHeight={160}
        />
        <FormFooter back={BACK} saving={form.saving} />
      </Stack>
    </Paper>
  )
}

/** `#/admin/conceitos/novo` and `#/admin/conceitos/{id}`. */
export function ConceptFormPage() {
  const { id } = useParams()
  const conceptId = Number(id)
  const editing = id !== undefined
  const record = useRecord('conceito', conceptId, getConcept, editing && Number.isInteger(conceptId))
  let body = null
  if (!editing) body = <ConceptForm />
  else if (record.isError || !Number.isInteger(conceptId))
    body = <Alert color="red">Conceito não encontrado.</Alert>
  else if (record.data) body = <ConceptForm saved={record.data} />
  return (
    <>
      <AdminPageTitle>{editing ? 'Editar conceito' : 'Novo conceito'}</AdminPageTitle>
      {body}
    </>
  )
}
