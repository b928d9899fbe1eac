import { Paper, Stack, Title } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { ButtonLink } from '@/components/button-link'
import type { Score } from '../lib/practice-state'
import { practiceTexts } from '../texts'
import { FinishedPanel } from './finished-panel'
import { LoadingQuestions } from './load-problem'

// The table (and its page-size picker) loads only when a mock ends: the question screen stays light.
const RankingTable = lazy(async () => ({
  default: (await import('@/components/ranking/ranking-table')).RankingTable,
}))

interface MockFinishedPanelProps {
  courseId: number
  mockId: number
  score: Score
}

/** 'Simulado Semanal Finalizado!!', the score, and the mock's ranking with the caller's row. */
export function MockFinishedPanel({ courseId, mockId, score }: MockFinishedPanelProps) {
  return (
    <Stack gap="md">
      <FinishedPanel
        testId="simulado-finalizado"
        title={practiceTexts.mockFinished}
        score={score}
        showEmptyScore={false}
      >
        <ButtonLink to="/v2/geral/simulado/historico" icon={IconHistory} variant="light">
          Simulados Antigos
        </ButtonLink>
      </FinishedPanel>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h4" mb="sm">
          Classificação
        </Title>
        <Suspense fallback={<LoadingQuestions label="Carregando a classificação…" />}>
          <RankingTable courseId={courseId} mockId={mockId} />
        </Suspense>
      </Paper>
    </Stack>
  )
}
