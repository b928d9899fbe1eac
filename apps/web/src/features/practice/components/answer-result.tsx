import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RichText } from '@/components/rich-text'
import { SaveToSummaryButton } from '@/components/save-to-summary/save-to-summary-button'
import type { AnswerResult, Question } from '../api/types'
import { freeAnswersLeft, practiceTexts } from '../texts'
import classes from './question.module.css'
import { Notice } from './ui'

/** Text without tags: is there anything to show in an explanation? */
function hasContent(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  )
}

interface AnswerResultViewProps {
  question: Question
  result: AnswerResult
  onNext: () => void
  /** Shown last (the comment box). */
  children?: ReactNode
}

/**
 * After answering: right or wrong (and the right letter), the free answers left, Proxima Pergunta, the explanation
 * ('Definições Abordadas') and the question's concepts.
 */
export function AnswerResultView({ question, result, onNext, children }: AnswerResultViewProps) {
  const rightLetter = question.resposta.find((a) => a.id === result.resposta_certa_id)?.letra
  const explanationId = `pergunta-${question.id}-definicoes`
  return (
    <Stack gap="md">
      <Notice
        color={result.correta ? 'green' : 'red'}
        variant="filled"
        icon={result.correta ? <IconCircleCheck size={22} /> : <IconCircleX size={22} />}
        role="status"
        data-testid="resultado"
      >
        <Text fw={700} size="lg">
          {result.correta ? practiceTexts.right : practiceTexts.wrong}
        </Text>
        {!result.correta && rightLetter && <Text size="sm">A alternativa correta é a {rightLetter}.</Text>}
      </Notice>
      {result.gratuitas_restantes !== null && (
        <Group gap="xs" data-testid="gratuitas">
          <Text size="sm" c="dimmed">
            {freeAnswersLeft(result.gratuitas_restantes)}
          </Text>
          {result.gratuitas_restantes === 0 && (
            <Button component={Link} to="/" size="compact-sm" variant="light">
              Ver planos
            </Button>
          )}
        </Group>
      )}
      <div className={classes.actions} data-toast-clear>
        <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onNext}>
          {practiceTexts.next}
        </Button>
        <SaveToSummaryButton
          question={question}
          rightId={result.resposta_certa_id}
          explanation={result.resumo}
        />
      </div>
      {hasContent(result.resumo) && (
        <section aria-labelledby={explanationId}>
          <Title order={3} size="h5" mb="xs" id={explanationId}>
            {practiceTexts.explanation}
          </Title>
          <RichText html={result.resumo} className={classes.explanation} />
        </section>
      )}
      {result.tags.length > 0 && (
        <section aria-label="Conceitos da questão">
          <Text size="sm" fw={600} mb={6}>
            Conceitos da questão
          </Text>
          <Group gap={6}>
            {result.tags.map((tag) => (
              <Badge key={tag.id} variant="light" radius="sm" tt="none" data-testid="tag">
                {tag.descricao}
              </Badge>
            ))}
          </Group>
        </section>
      )}
      {children}
    </Stack>
  )
}
