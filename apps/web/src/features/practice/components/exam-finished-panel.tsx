import { formatPercent, performance } from '@gabarito/core'
import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconRefresh, IconTrophy } from '@tabler/icons-react'
import type { Score } from '../lib/practice-state'
import { practiceTexts } from '../texts'
import { questionCount } from './exam-filter'

/** 'concurso Finalizado!!' with the round's score, and a way to answer the exam again. */
export function ExamFinishedPanel({ score, onRestart }: { score: Score; onRestart: () => void }) {
  const total = score.acertos + score.erros
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="concurso-finalizado">
      <Stack align="center" gap="sm" ta="center">
        <IconTrophy size={44} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={2} size="h3">
          {practiceTexts.examFinished}
        </Title>
        <Text>
          Você acertou {score.acertos} de {questionCount(total)} (
          {formatPercent(performance(score.acertos, total))}).
        </Text>
        <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRestart}>
          Refazer o concurso
        </Button>
      </Stack>
    </Paper>
  )
}
