import type { StaffStudyText } from '@gabarito/core/contract'
import { SimpleGrid, Switch } from '@mantine/core'
import { useState } from 'react'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { type SearchOption, SearchSelect } from '@/components/staff/search-select'
import { getStudyText, IMAGE_UPLOAD_PATH, saveStudyText } from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { assuntoSearch, disciplinaSearch } from '@/lib/api/staff/selection'
import type { SelectedItem } from '@/lib/staff-selection'
import { ContentForm, TitleInput } from './content-form'
import { ContentFormPage } from './content-form-page'

const BACK = '/admin/material'

interface FormProps {
  moduloId: number
  saved?: StaffStudyText
  /** The selection's subject and topic, for a new text. */
  disciplina?: SelectedItem | null
  assunto?: SelectedItem | null
}

function MaterialForm({ moduloId, saved, disciplina = null, assunto = null }: FormProps) {
  const [subject, setSubject] = useState<SearchOption | null>(saved?.disciplina ?? disciplina)
  const [topic, setTopic] = useState<SearchOption | null>(saved?.assunto ?? assunto)
  const form = useContentForm({
    titulo: saved?.titulo ?? '',
    conteudo: saved?.conteudo ?? '',
    restrito: saved?.restrito ?? false,
  })
  const { values, errors, set, setErrors } = form

  const submit = form.submitter(
    () =>
      saveStudyText(saved?.id ?? null, moduloId, {
        ...values,
        disciplina_id: subject?.id ?? null,
        assunto_id: topic?.id ?? null,
      }),
    saved ? 'Material alterado.' : 'Material criado.',
    BACK,
  )

  return (
    <ContentForm label="Material de estudo" onSubmit={submit} back={BACK} saving={form.saving}>
      <TitleInput {...form.text('titulo')} />
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
          source={disciplinaSearch(moduloId)}
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
          source={assuntoSearch(subject?.id)}
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
        {...form.rich('conteudo')}
        imageUploadPath={IMAGE_UPLOAD_PATH}
        testId="material-conteudo"
        minHeight={320}
      />
    </ContentForm>
  )
}

/** `#/admin/material/novo` and `#/admin/material/{id}`. */
export function MaterialFormPage() {
  return (
    <ContentFormPage
      kind="material"
      load={getStudyText}
      editTitle="Editar material"
      newTitle="Novo material"
      notFound="Material não encontrado."
      chooseWhat="onde criar o material"
    >
      {(saved, { modulo, disciplina, assunto }) =>
        saved ? (
          <MaterialForm saved={saved} moduloId={saved.modulo_id} />
        ) : (
          <MaterialForm moduloId={modulo?.id ?? 0} disciplina={disciplina} assunto={assunto} />
        )
      }
    </ContentFormPage>
  )
}
