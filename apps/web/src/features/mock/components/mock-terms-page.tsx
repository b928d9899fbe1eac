import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconHistory, IconPlayerPlay } from '@tabler/icons-react'
import { Link } from 'react-router'
import { RichText } from '@/components/rich-text'
import { useCurrentCourse } from '@/lib/current-course'
import { mockTexts } from '../texts'

/** Text without tags: are there terms to show? */
function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  )
}

/** /v2/geral/simulado: the course's rules of the weekly mock (`termo_simulado`), then the way in. */
export function MockTermsPage() {
  const course = useCurrentCourse()
  if (!course) return null
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Simulado Semanal
        </Title>
        <Text c="dimmed" size="sm">
          {course.nome}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {hasText(course.termo_simulado) ? (
            <RichText html={course.termo_simulado} data-testid="termo-simulado" />
          ) : (
            <Text>
              Responda às questões do simulado da semana e compare seu resultado com o dos outros alunos na
              classificação.
            </Text>
          )}
          <Group gap="sm">
            <Button
              component={Link}
              to="/v2/geral/simulado/perguntas"
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              {mockTexts.start}
            </Button>
            <Button
              component={Link}
              to="/v2/geral/simulado/historico"
              size="md"
              variant="default"
              leftSection={<IconHistory size={18} aria-hidden />}
            >
              Simulados Antigos
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
