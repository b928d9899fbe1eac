import { Paper, Stack, Text, Title } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { ButtonLink } from '@/components/button-link'
import { keyReleaseText } from '@/lib/mock-key-mode'
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
  /** Modo prova (issue 29): the close, when the key and the ranking come out; no score nor ranking before it. */
  keyAt?: string
}

/**
 * 'Simulado Semanal Finalizado!!', the score, and the mock's ranking with the caller's row; in modo prova, when the
 * key and the ranking come out instead.
 */
export function MockFinishedPanel({ courseId, mockId, score, keyAt }: MockFinishedPanelProps) {
  return (
    <Stack gap="md">
      <FinishedPanel
        testId="simulado-finalizado"
        title={practiceTexts.mockFinished}
        score={keyAt === undefined ? score : null}
        showEmptyScore={false}
      >
        {keyAt !== undefined && (
          <Text data-testid="gabarito-no-encerramento">
            O gabarito e a classificação saem quando {keyReleaseText(keyAt)}.
          </Text>
        )}
        <ButtonLink to="/v2/geral/simulado/historico" icon={IconHistory} variant="light">
          Simulados Antigos
        </ButtonLink>
      </FinishedPanel>
      {keyAt === undefined && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h4" mb="sm">
            Classificação
          </Title>
          <Suspense fallback={<LoadingQuestions label="Carregando a classificação…" />}>
            <RankingTable courseId={courseId} mockId={mockId} />
          </Suspense>
        </Paper>
      )}
    </Stack>
  )
}
