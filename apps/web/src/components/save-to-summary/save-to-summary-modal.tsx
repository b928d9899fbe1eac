import { TEXT_MAX } from '@gabarito/core'
import { modals } from '@mantine/modals'
import { PickOrCreateForm, type PickOrCreateTarget } from '@/components/form/pick-or-create-form'
import { appendToSummary, createSummaryWith, useOwnSummaries } from '@/lib/api/save-to-summary'
import { useCurrentCourse } from '@/lib/current-course'
import { useStoredUser } from '@/lib/session'
import { questionHtml, type SavedQuestion } from './question-html'

function SaveToSummaryForm({ html, onDone }: { html: string; onDone: () => void }) {
  const course = useCurrentCourse()
  const user = useStoredUser()
  const courseId = course?.id ?? 0
  const summaries = useOwnSummaries(courseId, user?.id ?? 0)
  const save = async (target: PickOrCreateTarget) => {
    const saved =
      'name' in target
        ? await createSummaryWith(courseId, target.name, html)
        : await appendToSummary(Number(target.existing), html)
    return `Questão salva no resumo "${saved.nome}".`
  }
  return (
    <PickOrCreateForm
      intro="O enunciado, a resposta certa e a explicação vão para o fim do resumo escolhido."
      pickLabel="Resumo"
      newOption="Novo resumo"
      nameLabel="Título do novo resumo"
      nameMaxLength={TEXT_MAX.summaryName}
      initialName="Questões salvas"
      items={(summaries.data ?? []).map((s) => ({ value: String(s.id), label: s.nome }))}
      loading={summaries.isLoading}
      save={save}
      errorFields={['nome', 'descricao']}
      onDone={onDone}
    />
  )
}

export function openSaveToSummary(question: SavedQuestion, rightId: number, explanation: string) {
  const html = questionHtml(question, rightId, explanation)
  const id = modals.open({
    title: 'Salvar no meu resumo',
    children: <SaveToSummaryForm html={html} onDone={() => modals.close(id)} />,
  })
}
