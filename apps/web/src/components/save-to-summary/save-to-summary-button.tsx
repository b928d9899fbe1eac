import { IconNotes } from '@tabler/icons-react'
import { LazyModalButton } from '@/components/form/lazy-modal-button'
import type { SavedQuestion } from './question-html'

interface SaveToSummaryButtonProps {
  question: SavedQuestion
  rightId: number
  explanation: string
}

/**
 * "Salvar no meu resumo" after answering: appends the question, its right answer and explanation to a summary the
 * student picks (or a new one). The picker loads on the first click, keeping the practice screen light.
 */
export function SaveToSummaryButton(props: SaveToSummaryButtonProps) {
  const open = async () =>
    (await import('./save-to-summary-modal')).openSaveToSummary(
      props.question,
      props.rightId,
      props.explanation,
    )
  return (
    <LazyModalButton icon={<IconNotes size={18} aria-hidden />} label="Salvar no meu resumo" open={open} />
  )
}
