import { Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { LoadProblem } from '../lib/load-problem-handlers'
import { LoadingQuestions, LoadProblemPanel } from './load-problem'

interface PracticeContentProps {
  /** The card of the question on screen, when there is one. */
  card: ReactNode
  problem: LoadProblem | null
  onRetry: () => void
  /** More ways out of a load problem (all topics). */
  problemActions?: ReactNode
  /** The course's subjects or exams: undefined while they load. */
  choices: { data: readonly unknown[] | undefined; isError: boolean }
  /** Said when the course has none. */
  noChoices: string
}

/** The question slot: the question, why none came, a course with nothing to practise, or loading. */
export function PracticeContent({
  card,
  problem,
  onRetry,
  problemActions,
  choices,
  noChoices,
}: PracticeContentProps) {
  if (card) return card
  if (problem) {
    return (
      <LoadProblemPanel problem={problem} onRetry={onRetry}>
        {problemActions}
      </LoadProblemPanel>
    )
  }
  if (choices.data?.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">{noChoices}</Text>
      </Paper>
    )
  }
  if (choices.isError) return null
  return <LoadingQuestions />
}
