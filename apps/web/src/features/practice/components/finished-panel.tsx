import { formatPercent, performance } from '@gabarito/core'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { IconTrophy } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { Score } from '../lib/practice-state'
import { questionCount } from './exam-filter'

interface FinishedPanelProps {
  testId: string
  title: string
  /** Null when it may not be told yet (a modo-prova mock before its close). */
  score: Score | null
  /** The exam says its score even with nothing answered; the mock only once something was. */
  showEmptyScore: boolean
  /** The way on (answer again, the old mocks). */
  children: ReactNode
}

/** The end of a round: the trophy, its title, the score and the way on. */
export function FinishedPanel({ testId, title, score, showEmptyScore, children }: FinishedPanelProps) {
  const total = score ? score.acertos + score.erros : 0
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <IconTrophy size={44} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={2} size="h3">
          {title}
        </Title>
        {score && (showEmptyScore || total > 0) && (
          <Text>
            Você acertou {score.acertos} de {questionCount(total)} (
            {formatPercent(performance(score.acertos, total))}).
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  )
}
