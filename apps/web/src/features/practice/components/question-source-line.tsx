import { sourceLine } from '@gabarito/core'
import { Text, VisuallyHidden } from '@mantine/core'
import type { Question } from '../api/types'

/** Under the question's number: where it comes from ("Cebraspe · PF · 2021 · Agente · Superior"), when known. */
export function QuestionSourceLine({ question }: { question: Question }) {
  const line = sourceLine({
    banca: question.banca ?? null,
    orgao: question.orgao ?? null,
    ano: question.ano ?? null,
    cargo: question.cargo ?? null,
    nivel: question.nivel ?? null,
  })
  if (line === '') return null
  return (
    <Text size="sm" c="dimmed" mt={-8} data-testid="fonte-questao">
      <VisuallyHidden component="span">Fonte: </VisuallyHidden>
      {line}
    </Text>
  )
}
