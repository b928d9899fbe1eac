import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import type { Score } from '../lib/practice-state'
import { practiceTexts } from '../texts'
import { FinishedPanel } from './finished-panel'

/** 'concurso Finalizado!!' with the round's score, and a way to answer the exam again. */
export function ExamFinishedPanel({ score, onRestart }: { score: Score; onRestart: () => void }) {
  return (
    <FinishedPanel
      testId="concurso-finalizado"
      title={practiceTexts.examFinished}
      score={score}
      showEmptyScore
    >
      <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRestart}>
        Refazer o concurso
      </Button>
    </FinishedPanel>
  )
}
