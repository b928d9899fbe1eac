import { TEXT_MAX } from '@gabarito/core'
import { modals } from '@mantine/modals'
import { PickOrCreateForm, type PickOrCreateTarget } from '@/components/form/pick-or-create-form'
import { addToNotebook, createNotebook, useNotebooks } from '../api/notebooks'

function SaveToNotebookForm({
  courseId,
  questionId,
  onDone,
}: {
  courseId: number
  questionId: number
  onDone: () => void
}) {
  const notebooks = useNotebooks(courseId)
  // Only lists take single questions: a saved filter's questions come from its filter.
  const lists = (notebooks.data ?? []).filter((n) => n.tipo === 'lista')
  const save = async (target: PickOrCreateTarget) => {
    const id = 'name' in target ? (await createNotebook(courseId, target.name)).id : Number(target.existing)
    const saved = await addToNotebook(courseId, id, questionId)
    return `Questão salva no caderno "${saved.nome}".`
  }
  return (
    <PickOrCreateForm
      intro="Escolha um dos seus cadernos ou crie um novo."
      pickLabel="Caderno"
      newOption="Novo caderno"
      nameLabel="Nome do novo caderno"
      nameMaxLength={TEXT_MAX.notebookName}
      items={lists.map((n) => ({ value: String(n.id), label: `${n.nome} (${n.total})` }))}
      loading={notebooks.isLoading}
      save={save}
      errorFields={['nome', 'pergunta_id']}
      onDone={onDone}
    />
  )
}

/** "Salvar no caderno": the picker of the student's list cadernos. */
export function openSaveToNotebook(courseId: number, questionId: number) {
  const id = modals.open({
    title: 'Salvar no caderno',
    children: (
      <SaveToNotebookForm courseId={courseId} questionId={questionId} onDone={() => modals.close(id)} />
    ),
  })
}
