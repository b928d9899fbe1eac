import { mockSummaryText } from '@gabarito/core'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { mockModeText } from '@/lib/mock-key-mode'
import type { OpenMock } from '../api/types'
import { MockClock } from './mock-clock'

interface MockInfoProps {
  mock: OpenMock['simulado']
  /** How many questions the mock has. */
  questions: number
  deadline: number | null
  onExpire: () => void
  /** A finished mock has no clock any more. */
  finished: boolean
}

/**
 * Which mock this is, how many questions it has and when it closes (its last minute, as the terms say: "20 questões
 * · fecha domingo, 29/11, às 23h59"), when its key shows, and its clock when it has a time limit.
 */
export function MockInfo({ mock, questions, deadline, onExpire, finished }: MockInfoProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5" data-testid="nome-simulado">
          {mock.nome}
        </Title>
        <Text size="sm" c="dimmed" data-testid="resumo-simulado">
          {mockSummaryText(questions, mock.fecha)}
        </Text>
        <Text size="sm" fw={600} data-testid="modo-gabarito">
          {mockModeText(mock)}
        </Text>
        {mock.limite_minutos !== null && !finished && (
          <MockClock limitMinutes={mock.limite_minutos} deadline={deadline} onExpire={onExpire} />
        )}
      </Stack>
    </Paper>
  )
}
