import { formatCount, formatDateTime, mockSummaryText } from '@gabarito/core'
import type { AdminMockPreview } from '@gabarito/core/contract'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconPencil } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { RichText } from '@/components/rich-text'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { useMockPreview } from '@/features/staff-mocks/api/mocks'
import { errorMessage } from '@/lib/api-client'

type PreviewQuestion = AdminMockPreview['perguntas'][number]

function PreviewQuestionCard({ question, position }: { question: PreviewQuestion; position: number }) {
  const headingId = `previa-${question.id}`
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={headingId}>
            {position}. Questão #{question.id}
          </Title>
          {question.dificuldade && (
            <Badge variant="light" tt="none">
              {question.dificuldade}
            </Badge>
          )}
        </Group>
        <RichText html={question.texto} />
        <Stack component="ol" gap={6} p={0} m={0} aria-label="Alternativas" style={{ listStyle: 'none' }}>
          {question.resposta.map((alternative) => {
            const right = alternative.id === question.resposta_certa_id
            return (
              <Paper
                key={alternative.id}
                component="li"
                withBorder
                p="xs"
                bg={right ? 'var(--mantine-color-green-light)' : undefined}
                data-testid={right ? 'alternativa-certa' : 'alternativa'}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={700}>{alternative.letra})</Text>
                  <RichText html={alternative.texto} style={{ flex: 1 }} />
                  {right && (
                    <Badge color="green" leftSection={<IconCheck size={12} />} tt="none">
                      Gabarito
                    </Badge>
                  )}
                </Group>
              </Paper>
            )
          })}
        </Stack>
        {question.resumo.replace(/<[^>]*>/g, '').trim() && (
          <section aria-label="Resumo da questão">
            <Text fw={600} size="sm">
              Resumo (mostrado ao aluno depois de responder)
            </Text>
            <RichText html={question.resumo} />
          </section>
        )}
      </Stack>
    </Paper>
  )
}

/** `#/admin/simulados/{id}/previa`: the questions as the student sees them, in order, with the key for staff. */
export function MockPreviewPage() {
  const id = Number(useParams().id)
  const preview = useMockPreview(id)
  const data = preview.data
  return (
    <>
      <AdminPageTitle
        actions={
          <>
            <BackLink to="/admin/simulados" variant="subtle" iconSize={16}>
              Simulados
            </BackLink>
            <Button
              component={Link}
              to={`/admin/simulados/${id}`}
              variant="light"
              leftSection={<IconPencil size={16} />}
            >
              Editar
            </Button>
          </>
        }
      >
        Prévia do simulado
      </AdminPageTitle>
      {preview.isError && <Alert color="red">{errorMessage(preview.error)}</Alert>}
      {data && (
        <Stack gap="md" data-testid="previa-simulado">
          <Paper withBorder p="md">
            <Text fw={700}>{data.simulado.nome}</Text>
            <Text size="sm">
              De {formatDateTime(data.simulado.abre)} a {formatDateTime(data.simulado.fecha)} (horário de
              Brasília) ·{' '}
              {data.simulado.limite_minutos
                ? formatCount(data.simulado.limite_minutos, 'minuto', 'minutos')
                : 'sem tempo limite'}{' '}
              · {formatCount(data.perguntas.length, 'questão', 'questões')}
            </Text>
            <Text size="sm" c="dimmed" data-testid="resumo-simulado">
              Os alunos leem: {mockSummaryText(data.perguntas.length, data.simulado.fecha)}
            </Text>
          </Paper>
          {data.perguntas.map((question, i) => (
            <PreviewQuestionCard key={question.id} question={question} position={i + 1} />
          ))}
        </Stack>
      )}
    </>
  )
}
