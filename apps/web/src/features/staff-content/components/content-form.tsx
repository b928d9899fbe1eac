import { TEXT_MAX } from '@gabarito/core'
import { Paper, Stack, TextInput } from '@mantine/core'
import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import { FormFooter } from '@/components/staff/form-footer'

interface ContentFormProps {
  /** The form's accessible name: 'Notícia', 'Material de estudo'. */
  label: string
  onSubmit: (event: FormEvent) => void
  /** The list "Voltar" goes to. */
  back: string
  saving: boolean
  children: ReactNode
}

/** The frame of a content form: its fields, then "Voltar" and "Salvar". */
export function ContentForm({ label, onSubmit, back, saving, children }: ContentFormProps) {
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <FormFooter back={back} saving={saving} />
      </Stack>
    </Paper>
  )
}

/** A news item's or a study text's "Título" (`TEXT_MAX.contentTitle` characters), bound with `form.text('titulo')`. */
export function TitleInput(props: {
  value: string
  error?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  return <TextInput label="Título" required maxLength={TEXT_MAX.contentTitle} {...props} />
}
