import { formatDateTime, formatNumber } from '@gabarito/core'
import type { QuestionParameters } from '@gabarito/core/contract'
import { Card, Group, Text, Title } from '@mantine/core'
import { indexText } from '@/components/staff/reason-badges'
import { parameterTexts as texts } from '../texts'

/** The question's three-parameter logistic parameters from the last calibration, read-only (issue 32). */
export function ItemParametersPanel({ parameters }: { parameters: QuestionParameters }) {
  return (
    <Card withBorder mt="md" data-testid="parametros-questao">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        {parameters && (
          <Text size="xs" c="dimmed">
            {texts.computed(formatDateTime(parameters.calculados_em))}
          </Text>
        )}
      </Group>
      {parameters === null ? (
        <>
          <Text size="sm" fw={600}>
            {texts.none}
          </Text>
          <Text size="xs" c="dimmed">
            {texts.noneHint}
          </Text>
        </>
      ) : (
        <Group gap="lg">
          {(
            [
              [texts.discrimination, indexText(parameters.a), 'parametro-a'],
              [texts.difficulty, indexText(parameters.b), 'parametro-b'],
              [texts.guessing, indexText(parameters.c), 'parametro-c'],
              [texts.answers, formatNumber(parameters.respostas), 'parametro-respostas'],
            ] as const
          ).map(([label, value, testId]) => (
            <Text size="sm" key={testId}>
              {label}: <strong data-testid={testId}>{value}</strong>
            </Text>
          ))}
        </Group>
      )}
    </Card>
  )
}
