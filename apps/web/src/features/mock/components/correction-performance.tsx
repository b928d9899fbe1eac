import { formatCount, formatPercent } from '@gabarito/core'
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { TitledSection } from '@/components/titled-section'
import type { MockCorrection } from '../api/get-mock-correction'
import { subjectMedianText } from '../lib/analysis-text'

type Performance = MockCorrection['geral']
type KnownPerformance = { respondidas: number; acertos: number; rendimento: number }

/** The hits are known: not a modo-prova mock before its close (issue 29). */
export function isKnown<P extends Performance>(performance: P): performance is P & KnownPerformance {
  return performance.acertos !== null && performance.rendimento !== null
}

function Figures({ respondidas, acertos, rendimento }: KnownPerformance) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {formatCount(acertos, 'acerto', 'acertos')} em {formatCount(respondidas, 'questão', 'questões')}
        </Text>
        <Text fw={700} data-testid="rendimento">
          {formatPercent(rendimento)}
        </Text>
      </Group>
      <Progress value={rendimento} color="brand" aria-label={`Rendimento ${formatPercent(rendimento)}`} />
    </Stack>
  )
}

/** The mock's overall performance, then a card per subject (the page shows it once the hits are known). */
export function CorrectionPerformance({ correction }: { correction: MockCorrection }) {
  const { geral } = correction
  const subjects = correction.disciplinas.filter(isKnown)
  // Where the points went (issue 29): the student's hits beside the participants' median, once the attempt is over.
  const medians = new Map(correction.analise?.disciplinas.map((subject) => [subject.id, subject]))
  if (!isKnown(geral)) return null
  return (
    <Stack gap="md">
      <Paper withBorder p="md" data-testid="desempenho-geral">
        <Title order={2} size="h4" mb="sm">
          Desempenho geral
        </Title>
        <Figures {...geral} />
      </Paper>
      {subjects.length > 0 && (
        <TitledSection id="por-disciplina" title="Desempenho por disciplina" size="h4">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {subjects.map((subject) => {
              const median = medians.get(subject.id)
              return (
                <Paper key={subject.id} withBorder p="md" data-testid="disciplina">
                  <Title order={3} size="h5" mb="xs">
                    {subject.nome}
                  </Title>
                  <Figures {...subject} />
                  {median && median.mediana_participantes !== null && (
                    <Text size="sm" mt="xs" data-testid="mediana-disciplina">
                      {subjectMedianText(median.acertos, median.mediana_participantes)}
                    </Text>
                  )}
                </Paper>
              )
            })}
          </SimpleGrid>
        </TitledSection>
      )}
    </Stack>
  )
}
