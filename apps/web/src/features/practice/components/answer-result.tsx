import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCircleCheck, IconCircleX, IconClipboardCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ConceptTags } from '@/components/concept-tags'
import { Notice } from '@/components/light/notice'
import classes from '@/components/question.module.css'
import { RichText } from '@/components/rich-text'
import { SaveToSummaryButton } from '@/components/save-to-summary/save-to-summary-button'
import { SeePlansButton } from '@/components/see-plans-button'
import { hasVisibleContent } from '@/lib/html-text'
import type { AnswerResult, Question } from '../api/types'
import { nextReviewText } from '../lib/next-review'
import { freeAnswersLeft, practiceTexts } from '../texts'
import type { QuestionExtras } from './question-extras'

interface AnswerResultViewProps {
  question: Question
  result: AnswerResult
  onNext: () => void
  /** "Salvar no caderno" (the answered question's extras). */
  SaveToNotebookButton: QuestionExtras['SaveToNotebookButton']
  /** Shown last (the comment box). */
  children?: ReactNode
}

function NextButton({ onNext }: { onNext: () => void }) {
  return (
    <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onNext}>
      {practiceTexts.next}
    </Button>
  )
}

/**
 * After answering a modo-prova mock (issue 29), or without a connection (issue 33: kept on the device): recorded,
 * and nothing that tells whether it was right.
 */
export function HeldAnswerView({ onNext, text = practiceTexts.held }: { onNext: () => void; text?: string }) {
  return (
    <Stack gap="md">
      {/* Neutral, not the verdict's green or red: nothing here says whether it was right. */}
      <Paper withBorder p="sm" role="status" data-testid="resposta-registrada">
        <Group gap="xs" wrap="nowrap">
          <IconClipboardCheck size={22} aria-hidden />
          <Text fw={700} size="lg">
            {text}
          </Text>
        </Group>
      </Paper>
      <div className={classes.actions} data-toast-clear>
        <NextButton onNext={onNext} />
      </div>
    </Stack>
  )
}

/**
 * After answering: right or wrong (and the right letter), the free answers left, Proxima Pergunta, the explanation
 * ('Definições Abordadas') and the question's concepts.
 */
export function AnswerResultView({
  question,
  result,
  onNext,
  SaveToNotebookButton,
  children,
}: AnswerResultViewProps) {
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
      {/* A result kept on the device from before issue 30 has neither field. */}
      {result.proxima_revisao && result.respondida_em && (
        <Text size="sm" fw={500} data-testid="proxima-revisao">
          {nextReviewText(result.respondida_em, result.proxima_revisao)}
        </Text>
      )}
      {result.gratuitas_restantes !== null && (
        <Group gap="xs" data-testid="gratuitas">
          <Text size="sm" c="dimmed">
            {freeAnswersLeft(result.gratuitas_restantes)}
          </Text>
          {result.gratuitas_restantes === 0 && <SeePlansButton size="compact-sm" variant="light" />}
        </Group>
      )}
      <div className={classes.actions} data-toast-clear>
        <NextButton onNext={onNext} />
        <SaveToSummaryButton
          question={question}
          rightId={result.resposta_certa_id}
          explanation={result.resumo}
        />
        <SaveToNotebookButton questionId={question.id} />
      </div>
      {hasVisibleContent(result.resumo) && (
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
          <ConceptTags tags={result.tags} variant="light" />
        </section>
      )}
      {children}
    </Stack>
  )
}
