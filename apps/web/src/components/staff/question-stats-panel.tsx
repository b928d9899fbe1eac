import { formatCount, formatDateTime, formatNumber } from '@gabarito/core'
import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useQuestionStats } from '@/lib/api/staff/question-stats'
import { indexText, ReasonBadges, shareText } from './reason-badges'

/**
 * The question editor's statistics (decision 0024): facility, discrimination and students counted, and each
 * alternative's share and point-biserial, from the last run; the open quality flags. Read-only.
 */
export function QuestionStatsPanel({ id }: { id: number }) {
  const stats = useQuestionStats(id)
  if (stats.isError) return null
  if (!stats.data) return <Skeleton height={160} mt="md" />
  const s = stats.data
  return (
    <Card withBorder mt="md" data-testid="estatisticas-questao">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Estatísticas da questão
          </Title>
          {s.calculadas_em && (
            <Text size="xs" c="dimmed">
              calculadas em {formatDateTime(s.calculadas_em)}
            </Text>
          )}
        </Group>
        {s.respostas === 0 ? (
          <Text size="sm" c="dimmed">
            Ainda sem respostas contadas.
          </Text>
        ) : (
          <>
            <Group gap="lg">
              <Text size="sm">
                Facilidade: <strong>{shareText(s.facilidade)}</strong>
              </Text>
              <Text size="sm">
                Discriminação: <strong>{indexText(s.discriminacao)}</strong>
              </Text>
              <Text size="sm">
                Alunos: <strong>{formatNumber(s.respostas)}</strong>
              </Text>
            </Group>
            {!s.suficiente && (
              <Text size="xs" c="dimmed">
                Poucas respostas: os alertas começam com {formatCount(s.minimo, 'aluno', 'alunos')}.
              </Text>
            )}
            {s.motivos.length > 0 && <ReasonBadges reasons={s.motivos} />}
            <Table withRowBorders={false} verticalSpacing={2}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Alternativa</Table.Th>
                  <Table.Th ta="right">Escolhas</Table.Th>
                  <Table.Th ta="right">Ponto-bisserial</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.alternativas.map((a) => (
                  <Table.Tr key={a.id} fw={a.correta ? 700 : undefined}>
                    <Table.Td>
                      {a.letra}
                      {a.correta ? ' (gabarito)' : ''}
                    </Table.Td>
                    <Table.Td ta="right">{shareText(a.proporcao)}</Table.Td>
                    <Table.Td ta="right">{indexText(a.ponto_bisserial)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  )
}
