import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { ConceptTags } from '@/components/concept-tags'
import classes from '@/components/question.module.css'
import { RichText, sanitizeHtml } from '@/components/rich-text'
import { hasVisibleContent } from '@/lib/html-text'

export interface PreviewQuestion {
  id: number | null
  texto: string
  alternativas: { texto: string }[]
  correta: number
  resumo: string
  tags: string[]
  numero: number | null
}

const LETTERS = 'ABCDEF'

/** Text or an image: is there anything to show? */

/**
 * The question as a student sees it in practice (the practice card's look): statement and alternatives; with
 * "Mostrar resposta", the right one in green, 'Definições Abordadas' and the concepts, as after answering.
 */
export function QuestionPreview({
  question,
  initiallyRevealed = false,
}: {
  question: PreviewQuestion
  /** Starts with the right alternative shown (the comment screen shows the key at once). */
  initiallyRevealed?: boolean
}) {
  const [revealed, setRevealed] = useState(initiallyRevealed)
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-label="Prévia da questão"
      data-testid="previa"
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs" align="baseline">
            <Title order={2} size="h4">
              Questão #{question.id ?? 'nova'}
            </Title>
            {question.numero !== null && (
              <Text fw={600} c="dimmed">
                nº {question.numero}
              </Text>
            )}
          </Group>
          <Switch
            size="sm"
            label="Mostrar resposta"
            checked={revealed}
            onChange={(event) => setRevealed(event.currentTarget.checked)}
          />
        </Group>
        {hasVisibleContent(question.texto) ? (
          <RichText html={question.texto} className={classes.statement} data-testid="previa-enunciado" />
        ) : (
          <Text c="dimmed">O enunciado aparece aqui.</Text>
        )}
        <fieldset className={classes.options}>
          {question.alternativas.map((alternative, i) => {
            const right = revealed && i === question.correta
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview follows the editor's order.
              <label key={i} className={classes.option} data-correct={right || undefined} data-disabled>
                <input
                  type="radio"
                  className={classes.radio}
                  name="previa"
                  disabled
                  checked={right}
                  readOnly
                />
                <span className={classes.optionBody}>
                  <span className={classes.optionText}>
                    <span className={classes.letter}>{LETTERS[i]})</span>
                    <span
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify.
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(alternative.texto) }}
                    />
                  </span>
                </span>
                {right && (
                  <IconCheck
                    size={20}
                    color="var(--mantine-color-green-8)"
                    aria-label="Alternativa correta"
                  />
                )}
              </label>
            )
          })}
        </fieldset>
        {revealed && hasVisibleContent(question.resumo) && (
          <section>
            <Title order={3} size="h5" mb="xs">
              Definições Abordadas
            </Title>
            <RichText html={question.resumo} className={classes.explanation} />
          </section>
        )}
        {revealed && question.tags.length > 0 && (
          <ConceptTags tags={question.tags.map((descricao, id) => ({ id, descricao }))} variant="light" />
        )}
      </Stack>
    </Paper>
  )
}
