import { formatCount, sortByName } from '@gabarito/core'
import { Group, List, Text } from '@mantine/core'
import { confirmAction } from '@/components/staff/confirm-action'

/** Fewer questions than this and saving asks first: a mock that short is more often a slip than a plan. */
export const FEW_MOCK_QUESTIONS = 10

export interface SubjectCount {
  nome: string
  questoes: number
}

/** The questions per subject, adding up the rows of one subject, in the order people read the names. */
export function countBySubject(rows: readonly SubjectCount[]): SubjectCount[] {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.nome, (totals.get(row.nome) ?? 0) + row.questoes)
  return sortByName(
    [...totals].map(([nome, questoes]) => ({ nome, questoes })),
    (row) => row.nome,
  )
}

/** "Questões por disciplina": each subject with its count, and the total, so staff see the mix before saving. */
export function SubjectCounts({ rows }: { rows: readonly SubjectCount[] }) {
  const counts = countBySubject(rows.filter((row) => row.questoes > 0))
  if (counts.length === 0) return null
  const total = counts.reduce((sum, row) => sum + row.questoes, 0)
  return (
    <section aria-labelledby="questoes-por-disciplina" data-testid="questoes-por-disciplina">
      <Group justify="space-between" gap="xs">
        <Text id="questoes-por-disciplina" fw={600} size="sm">
          Questões por disciplina
        </Text>
        <Text size="sm">Total: {formatCount(total, 'questão', 'questões')}</Text>
      </Group>
      <List size="sm" spacing={2} mt={4}>
        {counts.map((row) => (
          <List.Item key={row.nome}>
            {row.nome}: {formatCount(row.questoes, 'questão', 'questões')}
          </List.Item>
        ))}
      </List>
    </section>
  )
}

/** Asks before saving a mock of fewer than 10 questions; true to save. */
export function confirmFewQuestions(total: number): Promise<boolean> {
  if (total >= FEW_MOCK_QUESTIONS) return Promise.resolve(true)
  return confirmAction({
    title: 'Poucas questões',
    message: `Este simulado tem só ${formatCount(total, 'questão', 'questões')}. Salvar assim mesmo?`,
    confirmLabel: 'Salvar assim mesmo',
    danger: false,
  })
}
