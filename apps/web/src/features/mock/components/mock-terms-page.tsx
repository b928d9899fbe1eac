import { mockSummaryText } from '@gabarito/core'
import { Alert, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconHistory, IconPlayerPlay } from '@tabler/icons-react'
import { ButtonLink } from '@/components/button-link'
import { PageHeading } from '@/components/page-heading'
import { RichText } from '@/components/rich-text'
import { useCurrentCourse } from '@/lib/current-course'
import { hasText } from '@/lib/html-text'
import { mockModeText } from '@/lib/mock-key-mode'
import { useOpenMockSummary } from '../api/get-open-mock-summary'
import { mockTexts } from '../texts'

/**
 * /v2/geral/simulado: the week's mock in one line (its questions and closing, from the mock itself, so the terms need
 * not name them) and when its key shows, the course's rules of the weekly mock (`termo_simulado`), then the way in.
 */
export function MockTermsPage() {
  const course = useCurrentCourse()
  if (!course) return null
  return <MockTerms courseId={course.id} courseName={course.nome} terms={course.termo_simulado} />
}

function MockTerms({ courseId, courseName, terms }: { courseId: number; courseName: string; terms: string }) {
  const open = useOpenMockSummary(courseId)
  return (
    <Stack gap="lg">
      <PageHeading title="Simulado Semanal" subtitle={courseName} />
      {open.data && (
        <Alert
          variant="light"
          icon={<IconCalendarEvent aria-hidden />}
          title={`Simulado desta semana: ${open.data.nome}`}
          data-testid="simulado-da-semana"
        >
          <Text size="sm" data-testid="resumo-simulado">
            {mockSummaryText(open.data.questoes, open.data.fecha)}
          </Text>
          <Text size="sm" fw={600} data-testid="modo-gabarito">
            {mockModeText(open.data)}
          </Text>
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {hasText(terms) ? (
            <RichText html={terms} data-testid="termo-simulado" />
          ) : (
            <Text>
              Responda às questões do simulado da semana e compare seu resultado com o dos outros alunos na
              classificação.
            </Text>
          )}
          <Group gap="sm">
            <ButtonLink to="/v2/geral/simulado/perguntas" icon={IconPlayerPlay} size="md">
              {mockTexts.start}
            </ButtonLink>
            <ButtonLink to="/v2/geral/simulado/historico" icon={IconHistory} size="md" variant="default">
              Simulados Antigos
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
