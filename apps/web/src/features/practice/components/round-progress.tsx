import { performance } from '@gabarito/core'
import { Group, Text } from '@mantine/core'
import { Bar } from '@/components/light/bar'

/** How far a round with a known end (an exam) has gone: "12 de 24" and a bar. */
export function RoundProgress({ answered, total }: { answered: number; total: number }) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          Progresso
        </Text>
        <Text size="sm" c="dimmed" data-testid="progresso">
          {answered} de {total}
        </Text>
      </Group>
      <Bar value={performance(answered, total)} color="brand" />
    </div>
  )
}
