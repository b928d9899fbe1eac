import { formatDateTime } from '@gabarito/core'
import { Paper, Stack, Text, Title } from '@mantine/core'
import type { OpenMock } from '../api/types'
import { MockClock } from './mock-clock'

interface MockInfoProps {
  mock: OpenMock['simulado']
  deadline: number | null
  onExpire: () => void
  /** A finished mock has no clock any more. */
  finished: boolean
}

/** Which mock this is, until when it takes answers, and its clock when it has a time limit. */
export function MockInfo({ mock, deadline, onExpire, finished }: MockInfoProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5" data-testid="nome-simulado">
          {mock.nome}
        </Title>
        <Text size="sm" c="dimmed">
          Respostas até {formatDateTime(mock.fecha)}
        </Text>
        {mock.limite_minutos !== null && !finished && (
          <MockClock limitMinutes={mock.limite_minutos} deadline={deadline} onExpire={onExpire} />
        )}
      </Stack>
    </Paper>
  )
}
