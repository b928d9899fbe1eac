import { formatDate } from '@gabarito/core'
import { Progress, Stack, Text } from '@mantine/core'
import type { Proficiency } from '../api/get-proficiency'
import { proficiencyTexts as texts } from '../texts'

/**
 * The estimate in one sentence, or why there is none yet (the server's `motivo`: the course still lacks answers, or
 * "Responda mais N questões…") with the student's progress towards the answers needed.
 */
export function ProficiencySummary({ data }: { data: Proficiency }) {
  const { nota_estimada: estimate, intervalo: interval } = data
  const needed = data.itens + data.faltam
  return (
    <Stack gap={6}>
      {estimate !== null && interval !== null && (
        <Text fw={600} size="lg" data-testid="frase-proficiencia">
          {texts.sentence(estimate, interval, data.chance_aprovacao)}
        </Text>
      )}
      {data.motivo && (
        <Text size="sm" data-testid="motivo-proficiencia">
          {data.motivo}
        </Text>
      )}
      {data.faltam > 0 && (
        <Stack gap={4} data-testid="faltam-proficiencia">
          <Progress
            value={needed > 0 ? (data.itens / needed) * 100 : 0}
            color="teal.7"
            aria-label={texts.answered(data.itens, needed)}
          />
          <Text size="xs" c="dimmed">
            {texts.answered(data.itens, needed)}
          </Text>
        </Stack>
      )}
      {data.atualizado_em && (
        <Text size="xs" c="dimmed" data-testid="atualizado-proficiencia">
          {texts.updated(formatDate(data.atualizado_em))}
        </Text>
      )}
    </Stack>
  )
}
