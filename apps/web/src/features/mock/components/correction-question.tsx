import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { ConceptTags } from '@/components/concept-tags'
import { RichText } from '@/components/rich-text'
import { hasVisibleContent } from '@/lib/html-text'
import type { MockAnalysis, MockCorrectionItem } from '../api/get-mock-correction'
import { rightShareText, timesText } from '../lib/analysis-text'
import { mockTexts } from '../texts'
import classes from './correction.module.css'
import { correctionHeadingId } from './correction-costly'

/** How the item reads: right, wrong, answered with the key held (modo prova), or not answered. */
function statusOf(item: MockCorrectionItem) {
  if (item.resposta_id === null) return { data: 'em-branco', label: 'Não respondeu', color: 'gray.8' }
  if (item.resposta === null) return { data: 'registrada', label: 'Respondida', color: 'gray.8' }
  // Shades that carry white text at 4.5:1 or more (decision 0038): green 7 and red 7 do not.
  return item.resposta
    ? { data: 'certa', label: 'Acertou', color: 'brand.8' }
    : { data: 'errada', label: 'Errou', color: 'red.9' }
}

/**
 * One question of a mock, with the caller's choice, the key, the explanation and its concepts; in modo prova
 * before the close only the choice, and after it also the questions the caller left unanswered.
 */
export function CorrectionQuestion({
  item,
  position,
  analysis,
}: {
  item: MockCorrectionItem
  position: number
  /** The student's time and the participants' figures on it, once the attempt is over (issue 29). */
  analysis?: MockAnalysis['questoes'][number]
}) {
  const headingId = correctionHeadingId(item.pergunta.id)
  const times = analysis && timesText(analysis.tempo_segundos, analysis.mediana_segundos)
  const status = statusOf(item)
  const keyShown = item.resposta_certa_id !== null
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
      data-testid="questao-revisada"
      data-resultado={status.data}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          {/* The list of costly questions moves the focus here. */}
          <Title order={3} size="h5" id={headingId} tabIndex={-1}>
            {position}. Questão #{item.pergunta.id}
          </Title>
          <Group gap="xs">
            <Badge variant="light" radius="sm" tt="none">
              {item.disciplina.nome}
            </Badge>
            <Badge color={status.color} radius="sm" tt="none">
              {status.label}
            </Badge>
          </Group>
        </Group>
        <RichText html={item.pergunta.texto} className={classes.statement} />
        <ol className={classes.alternatives} aria-label="Alternativas">
          {item.alternativas.map((alternative) => {
            const right = alternative.id === item.resposta_certa_id
            const chosen = alternative.id === item.resposta_id
            // A choice is wrong only against a key shown.
            const mark = right ? 'certa' : chosen && keyShown ? 'errada' : undefined
            return (
              <li
                key={alternative.id}
                className={classes.alternative}
                data-marca={mark}
                data-testid="alternativa"
              >
                <span className={classes.letter} aria-hidden>
                  {alternative.letra}
                </span>
                <RichText html={alternative.texto} className={classes.alternativeText} />
                {right && (
                  <span className={classes.tag}>
                    <IconCheck size={14} aria-hidden /> Resposta certa
                  </span>
                )}
                {chosen && (
                  <span className={classes.tag}>
                    {!right && keyShown && <IconX size={14} aria-hidden />} Sua resposta
                  </span>
                )}
              </li>
            )
          })}
        </ol>
        {item.resposta_id === null && (
          <Text size="sm" fw={600} data-testid="nao-respondida">
            {mockTexts.notAnswered}
          </Text>
        )}
        {analysis && (times || analysis.acertaram !== null) && (
          <Text size="sm" data-testid="analise-questao">
            {times && <span data-testid="tempos">{times}</span>}
            {times && analysis.acertaram !== null && <br />}
            {analysis.acertaram !== null && rightShareText(analysis.acertaram)}
          </Text>
        )}
        {hasVisibleContent(item.pergunta.resumo) && (
          <section aria-labelledby={`${headingId}-definicoes`}>
            <Title order={4} size="h6" mb={4} id={`${headingId}-definicoes`}>
              {mockTexts.explanation}
            </Title>
            <RichText html={item.pergunta.resumo} className={classes.explanation} />
          </section>
        )}
        {item.tags.length > 0 && (
          <ConceptTags tags={item.tags} variant="outline" aria-label="Conceitos da questão" />
        )}
      </Stack>
    </Paper>
  )
}
