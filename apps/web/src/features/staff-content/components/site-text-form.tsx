import { SITE_TEXT_KIND } from '@gabarito/core'
import type { SiteText } from '@gabarito/core/contract'
import { Alert, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useParams } from 'react-router'
import { RichText } from '@/components/rich-text'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { FormFooter } from '@/components/staff/form-footer'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { IMAGE_UPLOAD_PATH, updateSiteText, useSiteTexts } from '@/features/staff-content/api/content'
import { useContentForm } from '@/features/staff-content/hooks/use-content-form'
import { ContentForm } from './content-form'

const BACK = '/admin/textos'

const HINTS: Record<SiteText['tipo'], string | undefined> = {
  html: undefined,
  texto: 'Deixe em branco para não mostrar.',
  url: 'Endereço completo, começando com https://. Deixe em branco para não mostrar o link.',
  email: 'Deixe em branco para não mostrar.',
  percentual: 'De 0 a 100, como 10 ou 7,5.',
}

function SiteTextForm({ text }: { text: SiteText }) {
  const form = useContentForm({ valor: text.valor })
  const { values } = form

  const submit = form.submitter(() => updateSiteText(text.chave, values.valor), 'Texto alterado.', BACK)

  return (
    <ContentForm label={text.titulo} onSubmit={submit} back={BACK} saving={form.saving}>
      {text.tipo === SITE_TEXT_KIND.html ? (
        <RichTextInput
          label={text.titulo}
          required
          {...form.rich('valor')}
          imageUploadPath={IMAGE_UPLOAD_PATH}
          testId="texto-valor"
          minHeight={320}
        />
      ) : (
        <TextInput
          label={text.titulo}
          description={HINTS[text.tipo]}
          type={
            text.tipo === SITE_TEXT_KIND.email ? 'email' : text.tipo === SITE_TEXT_KIND.url ? 'url' : 'text'
          }
          rightSection={text.tipo === SITE_TEXT_KIND.percent ? '%' : undefined}
          {...form.text('valor')}
          data-testid="texto-valor"
        />
      )}
    </ContentForm>
  )
}

function ReadOnly({ text }: { text: SiteText }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Alert color="grape" variant="light" icon={<IconLock aria-hidden />}>
          Somente um Admin pode alterar este texto.
        </Alert>
        {text.tipo === SITE_TEXT_KIND.html ? (
          <RichText html={text.valor} />
        ) : (
          <Text>{text.valor || '(vazio)'}</Text>
        )}
        <FormFooter back={BACK} />
      </Stack>
    </Paper>
  )
}

/** `#/admin/textos/{chave}`: one text, edited as its kind asks (rich text, a line, an address, a percentage). */
export function SiteTextFormPage() {
  const { chave } = useParams()
  const texts = useSiteTexts()
  const text = texts.data?.find((item) => item.chave === chave)
  let body = null
  if (texts.isError || (texts.data && !text)) body = <Alert color="red">Texto não encontrado.</Alert>
  else if (text) body = text.editavel ? <SiteTextForm text={text} /> : <ReadOnly text={text} />
  return (
    <>
      <AdminPageTitle>{text?.titulo ?? 'Texto do site'}</AdminPageTitle>
      {body}
    </>
  )
}
