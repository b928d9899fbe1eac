import type { StaffNews } from '@gabarito/core/contract'
import { Alert, Paper, Stack, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { FormFooter } from '@/components/staff/form-footer'
import { ImageUploadInput } from '@/components/staff/image-upload-input'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { staffTableKey } from '@/components/staff/staff-table'
import {
  createNews,
  getNews,
  IMAGE_UPLOAD_PATH,
  type NewsValues,
  newsListPath,
  updateNews,
  useRecord,
} from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { fromSaoPauloInput, toSaoPauloInput } from '@/features/staff-content/sao-paulo-input'
import { notifySuccess } from '@/lib/notify'
import { queryClient } from '@/lib/query-client'
import { useManagerSelection } from '@/lib/staff-selection'

const BACK = '/admin/noticias'

function NewsForm({ saved, moduloId }: { saved?: StaffNews; moduloId: number }) {
  const navigate = useNavigate()
  const form = useContentForm({
    titulo: saved?.titulo ?? '',
    imagem: saved?.imagem ?? null,
    resumo: saved?.resumo ?? '',
    data: toSaoPauloInput(saved?.data ?? new Date().toISOString()),
  })
  const { values, errors, set } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body: NewsValues = { ...values, data: fromSaoPauloInput(values.data) }
    const ok = await form.save(() => (saved ? updateNews(saved.id, body) : createNews(moduloId, body)))
    if (!ok) return
    notifySuccess(saved ? 'Notícia alterada.' : 'Notícia publicada.')
    await queryClient.invalidateQueries({
      queryKey: staffTableKey(newsListPath(saved?.modulo_id ?? moduloId)),
    })
    navigate(BACK)
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label="Notícia">
      <Stack gap="md">
        <TextInput
          label="Título"
          required
          maxLength={200}
          value={values.titulo}
          error={errors.titulo}
          onChange={(event) => set('titulo', event.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label="Publicação (horário de Brasília)"
          description="Os alunos veem a notícia a partir desta data e hora; uma data futura agenda a publicação."
          required
          value={values.data}
          error={errors.data}
          onChange={(event) => set('data', event.currentTarget.value)}
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
          initialValue={values.resumo}
          onChange={(html) => set('resumo', html)}
          error={errors.resumo}
          imageUploadPath={IMAGE_UPLOAD_PATH}
          testId="noticia-resumo"
        />
        <FormFooter back={BACK} saving={form.saving} />
      </Stack>
    </Paper>
  )
}

/** `#/admin/noticias/nova` and `#/admin/noticias/{id}`. */
export function NewsFormPage() {
  const { id } = useParams()
  const newsId = Number(id)
  const editing = id !== undefined
  const { modulo } = useManagerSelection()
  const record = useRecord('noticia', newsId, getNews, editing && Number.isInteger(newsId))
  let body = null
  if (editing && (record.isError || !Number.isInteger(newsId)))
    body = <Alert color="red">Notícia não encontrada.</Alert>
  else if (editing && record.data) body = <NewsForm saved={record.data} moduloId={record.data.modulo_id} />
  else if (!editing) body = modulo ? <NewsForm moduloId={modulo.id} /> : <ChooseCourse what="onde publicar" />
  return (
    <>
      <AdminPageTitle>
        {editing ? 'Editar notícia' : `Nova notícia${modulo ? ` — ${modulo.nome}` : ''}`}
      </AdminPageTitle>
      {body}
    </>
  )
}
