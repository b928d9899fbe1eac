import { formatCount, TEXT_MAX } from '@gabarito/core'
import type { StaffConcept } from '@gabarito/core/contract'
import { Alert, TextInput } from '@mantine/core'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { getConcept, saveConcept } from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { ContentForm } from './content-form'
import { ContentFormPage } from './content-form-page'

const BACK = '/admin/conceitos'

function ConceptForm({ saved }: { saved?: StaffConcept }) {
  const form = useContentForm({ nome: saved?.nome ?? '', descricao: saved?.descricao ?? '' })
  const { values } = form

  const submit = form.submitter(
    () => saveConcept(saved?.id ?? null, values),
    saved ? 'Conceito alterado.' : 'Conceito criado.',
    BACK,
  )

  return (
    <ContentForm label="Conceito" onSubmit={submit} back={BACK} saving={form.saving}>
      {saved && saved.perguntas > 0 && (
        <Alert color="blue" variant="light">
          {formatCount(saved.perguntas, 'questão usa', 'questões usam')} este conceito: o nome muda em todas.
        </Alert>
      )}
      <TextInput label="Nome" required maxLength={TEXT_MAX.conceptName} {...form.text('nome')} />
      <RichTextInput
        label="Descrição"
        description="Mostrada no relatório de conceitos que mais caem."
        {...form.rich('descricao')}
        testId="conceito-descricao"
        minHeight={160}
      />
    </ContentForm>
  )
}

/** `#/admin/conceitos/novo` and `#/admin/conceitos/{id}`. */
export function ConceptFormPage() {
  return (
    <ContentFormPage
      kind="conceito"
      load={getConcept}
      editTitle="Editar conceito"
      newTitle="Novo conceito"
      notFound="Conceito não encontrado."
    >
      {(saved) => <ConceptForm saved={saved} />}
    </ContentFormPage>
  )
}
