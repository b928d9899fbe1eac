import { Button } from '@mantine/core'
import { IconNotes } from '@tabler/icons-react'
import { useState } from 'react'
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
  const [opening, setOpening] = useState(false)
  const open = async () => {
    setOpening(true)
    try {
      const { openSaveToSummary } = await import('./save-to-summary-modal')
      openSaveToSummary(props.question, props.rightId, props.explanation)
    } finally {
      setOpening(false)
    }
  }
  return (
    <Button
      variant="light"
      size="md"
      loading={opening}
      leftSection={<IconNotes size={18} aria-hidden />}
      onClick={open}
    >
      Salvar no meu resumo
    </Button>
  )
}
