import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconListCheck, IconNotebook, IconRefresh, IconRepeat } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ReviewSummary } from '@/lib/api/review-summary'
import { upcomingReviewsText } from '../lib/exam-countdown'
import { reviewTexts } from '../texts'

/** The end of a review round: a check, what happened, and where to go next. */
function DonePanel({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <IconCircleCheck size={44} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

/** Nothing due now: what comes in the next 7 days, and questions to practise meanwhile. */
export function NothingDuePanel({
  summary,
  onRetry,
}: {
  summary: ReviewSummary | undefined
  onRetry: () => void
}) {
  return (
    <DonePanel testId="revisao-vazia" title={reviewTexts.reviewEmpty}>
      {summary && <Text data-testid="proximos-7-dias">{upcomingReviewsText(summary.proximos_7_dias)}</Text>}
      <Group gap="xs" justify="center">
        <Button
          component={Link}
          to="/v2/geral/perguntas"
          leftSection={<IconListCheck size={18} aria-hidden />}
        >
          Praticar questões
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          Verificar de novo
        </Button>
      </Group>
    </DonePanel>
  )
}

/** "Refazer" from the caderno de erros: the question was answered again; on to the review, or back to the list. */
export function RedoFinishedPanel() {
  return (
    <DonePanel testId="questao-refeita" title={reviewTexts.redoFinished}>
      <Group gap="xs" justify="center">
        <Button component={Link} to="/v2/geral/revisao" leftSection={<IconRepeat size={18} aria-hidden />}>
          Continuar a revisão
        </Button>
        <Button
          component={Link}
          to="/v2/geral/caderno-de-erros"
          variant="default"
          leftSection={<IconNotebook size={18} aria-hidden />}
        >
          Voltar ao caderno de erros
        </Button>
      </Group>
    </DonePanel>
  )
}
