import { Badge, Group, Paper, Stack, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { ConceptTags } from '@/components/concept-tags'
import { RichText } from '@/components/rich-text'
import { hasVisibleContent } from '@/lib/html-text'
import type { MockReviewItem } from '../api/get-mock-review'
import { mockTexts } from '../texts'
import classes from './review.module.css'

/** One answered question of a mock, with the caller's choice, the key, the explanation and its concepts. */
export function ReviewQuestion({ item, position }: { item: MockReviewItem; position: number }) {
  const headingId = `revisao-${item.pergunta.id}`
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
      data-testid="questao-revisada"
      data-resultado={item.resposta ? 'certa' : 'errada'}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {position}. Questão #{item.pergunta.id}
          </Title>
          <Group gap="xs">
            <Badge variant="light" radius="sm" tt="none">
              {item.disciplina.nome}
            </Badge>
            {/* Shades that carry white text at 4.5:1 or more (decision 0038): green 7 and red 7 do not. */}
            <Badge color={item.resposta ? 'brand.8' : 'red.9'} radius="sm" tt="none">
              {item.resposta ? 'Acertou' : 'Errou'}
            </Badge>
          </Group>
        </Group>
        <RichText html={item.pergunta.texto} className={classes.statement} />
        <ol className={classes.alternatives} aria-label="Alternativas">
          {item.alternativas.map((alternative) => {
            const right = alternative.id === item.resposta_certa_id
            const chosen = alternative.id === item.resposta_id
            const mark = right ? 'certa' : chosen ? 'errada' : undefined
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
                    {!right && <IconX size={14} aria-hidden />} Sua resposta
                  </span>
                )}
              </li>
            )
          })}
        </ol>
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
