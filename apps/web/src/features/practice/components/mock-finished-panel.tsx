import { formatPercent, performance } from '@gabarito/core'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { IconHistory, IconTrophy } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { ButtonLink } from '@/components/button-link'
import type { Score } from '../lib/practice-state'
import { practiceTexts } from '../texts'
import { questionCount } from './exam-filter'
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
  const total = score.acertos + score.erros
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="simulado-finalizado">
        <Stack align="center" gap="sm" ta="center">
          <IconTrophy size={44} color="var(--mantine-color-brand-6)" aria-hidden />
          <Title order={2} size="h3">
            {practiceTexts.mockFinished}
          </Title>
          {total > 0 && (
            <Text>
              Você acertou {score.acertos} de {questionCount(total)} (
              {formatPercent(performance(score.acertos, total))}).
            </Text>
          )}
          <ButtonLink to="/v2/geral/simulado/historico" icon={IconHistory} variant="light">
            Simulados Antigos
          </ButtonLink>
        </Stack>
      </Paper>
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
