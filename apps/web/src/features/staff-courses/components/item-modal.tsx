import { TEXT_MAX } from '@gabarito/core'
import { Modal, Stack, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ModalActions } from '@/components/form/modal-actions'
import { useStaffSave } from '@/components/staff/use-staff-save'
import { DescriptionInput, NameInput } from './name-fields'

export interface ItemValues {
  nome: string
  sigla: string
  descricao: string
}

interface ItemModalProps {
  /** 'Nova disciplina', 'Editar assunto'… */
  title: string
  /** Topics have an acronym (sigla); subjects do not. */
  withAcronym: boolean
  initial: ItemValues
  onSave: (values: ItemValues) => Promise<void>
  onClose: () => void
}

type Errors = Partial<Record<keyof ItemValues, string>>

/** The small form of a subject or topic: name, acronym (topics) and description; server errors under each input. */
export function ItemModal({ title, withAcronym, initial, onSave, onClose }: ItemModalProps) {
  const [values, setValues] = useState(initial)
  const { errors, setErrors, saving, save } = useStaffSave<Errors>()
  const set = (key: keyof ItemValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (await save(() => onSave(values))) onClose()
  }
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <NameInput
            value={values.nome}
            error={errors.nome}
            onChange={(nome) => set('nome', nome)}
            autoFocus
          />
          {withAcronym && (
            <TextInput
              label="Sigla"
              maxLength={TEXT_MAX.topicAcronym}
              value={values.sigla}
              onChange={(e) => set('sigla', e.currentTarget.value)}
              error={errors.sigla}
            />
          )}
          <DescriptionInput
            value={values.descricao}
            error={errors.descricao}
            onChange={(descricao) => set('descricao', descricao)}
          />
          <ModalActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  )
}
