import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconListCheck, IconNotebook, IconRefresh, IconRepeat } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { ReviewSummary } from '@/lib/api/review-summary'
import { upcomingReviewsText } from '../lib/exam-countdown'
import { practiceTexts } from '../texts'

/** Nothing due now: what comes in the next 7 days, and questions to practise meanwhile. */
export function NothingDuePanel({
  summary,
  onRetry,
}: {
  summary: ReviewSummary | undefined
  onRetry: () => void
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="revisao-vazia">
      <Stack align="center" gap="sm" ta="center">
        <IconCircleCheck size={44} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={2} size="h3">
          {practiceTexts.reviewEmpty}
        </Title>
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
      </Stack>
    </Paper>
  )
}

/** "Refazer" from the caderno de erros: the question was answered again; on to the review, or back to the list. */
export function RedoFinishedPanel() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="questao-refeita">
      <Stack align="center" gap="sm" ta="center">
        <IconCircleCheck size={44} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={2} size="h3">
          {practiceTexts.redoFinished}
        </Title>
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
      </Stack>
    </Paper>
  )
}
