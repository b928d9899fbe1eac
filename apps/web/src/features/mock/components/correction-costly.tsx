import { Anchor, List, Paper, Text, Title } from '@mantine/core'
import type { MouseEvent } from 'react'
import type { MockAnalysis } from '../api/get-mock-correction'
import { costText } from '../lib/analysis-text'

/** The heading of a question of the correction, which a link of the list below moves to. */
export const correctionHeadingId = (questionId: number) => `revisao-${questionId}`

/** The app's routes live in the address's hash: the link scrolls and moves the focus itself. */
function moveTo(event: MouseEvent<HTMLAnchorElement>, questionId: number) {
  event.preventDefault()
  const heading = document.getElementById(correctionHeadingId(questionId))
  if (!heading) return
  heading.focus({ preventScroll: true })
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

/**
 * "Questões que mais custaram pontos" (issue 29): the student's misses, those most participants got right first,
 * each a link to the question on the page; the share of the others only with enough participants (decision 0069).
 */
export function CorrectionCostly({
  costly,
  positions,
}: {
  costly: MockAnalysis['custaram_pontos']
  /** Each question's number on the page. */
  positions: ReadonlyMap<number, number>
}) {
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="custaram-pontos"
      data-testid="custaram-pontos"
    >
      <Title order={2} size="h4" mb="sm" id="custaram-pontos">
        Questões que mais custaram pontos
      </Title>
      {costly.length === 0 ? (
        <Text>Você não errou nenhuma questão. Parabéns!</Text>
      ) : (
        <List type="ordered" spacing={4}>
          {costly.map((item) => (
            <List.Item key={item.pergunta_id} data-testid="custou-pontos">
              <Anchor
                href={`#${correctionHeadingId(item.pergunta_id)}`}
                onClick={(event) => moveTo(event, item.pergunta_id)}
                fw={600}
              >
                Questão {positions.get(item.pergunta_id)}
              </Anchor>
              {item.acertaram !== null && (
                <Text span size="sm">
                  {' · '}
                  {costText(item.acertaram)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  )
}
