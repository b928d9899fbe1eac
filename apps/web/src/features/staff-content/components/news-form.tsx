import type { StaffNews } from '@gabarito/core/contract'
import { TextInput } from '@mantine/core'
import { ImageUploadInput } from '@/components/staff/image-upload-input'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { getNews, IMAGE_UPLOAD_PATH, saveNews } from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { fromSaoPauloInput, toSaoPauloInput } from '@/features/staff-content/sao-paulo-input'
import { ContentForm, TitleInput } from './content-form'
import { ContentFormPage } from './content-form-page'

const BACK = '/admin/noticias'

function NewsForm({ saved, moduloId }: { saved?: StaffNews; moduloId: number }) {
  const form = useContentForm({
    titulo: saved?.titulo ?? '',
    imagem: saved?.imagem ?? null,
    resumo: saved?.resumo ?? '',
    data: toSaoPauloInput(saved?.data ?? new Date().toISOString()),
  })
  const { values, errors, set } = form

  const submit = form.submitter(
    () => saveNews(saved?.id ?? null, moduloId, { ...values, data: fromSaoPauloInput(values.data) }),
    saved ? 'Notícia alterada.' : 'Notícia publicada.',
    BACK,
  )

  return (
    <ContentForm label="Notícia" onSubmit={submit} back={BACK} saving={form.saving}>
      <TitleInput {...form.text('titulo')} />
      <TextInput
        type="datetime-local"
        label="Publicação (horário de Brasília)"
        description="Os alunos veem a notícia a partir desta data e hora; uma data futura agenda a publicação."
        required
        {...form.text('data')}
      />
      <ImageUploadInput
        label="Imagem"
        description="PNG, JPEG, GIF ou WebP de até 2 MB."
        value={values.imagem}
        onChange={(url) => set('imagem', url)}
        uploadPath={IMAGE_UPLOAD_PATH}
        error={errors.imagem}
        data-testid="noticia-imagem"
      />
      <RichTextInput
        label="Resumo"
        required
        {...form.rich('resumo')}
        imageUploadPath={IMAGE_UPLOAD_PATH}
        testId="noticia-resumo"
      />
    </ContentForm>
  )
}

/** `#/admin/noticias/nova` and `#/admin/noticias/{id}`. */
export function NewsFormPage() {
  return (
    <ContentFormPage
      kind="noticia"
      load={getNews}
      editTitle="Editar notícia"
      newTitle="Nova notícia"
      notFound="Notícia não encontrada."
      chooseWhat="onde publicar"
    >
      {(saved, { modulo }) => <NewsForm saved={saved} moduloId={saved?.modulo_id ?? modulo?.id ?? 0} />}
    </ContentFormPage>
  )
}
