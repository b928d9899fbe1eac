import { formatCount, formatPercent } from '@gabarito/core'
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { RichText } from '@/components/rich-text'
import { useSubjects } from '@/lib/api/get-subjects'
import { useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { useConcepts } from '../api/get-concepts'
import { reportTexts } from '../texts'
import { ReportFrame } from './report-frame'

const ALL = 'todos'

/** /v2/geral/relatorio/conceitos: subject, optional topic (Todos), Buscar; the concepts that fell most in exams. */
export function ConceptsPage() {
  const course = useCurrentCourse()
  const courseId = course?.id ?? 0
  const subjects = useSubjects(courseId)
  const [subject, setSubject] = useState<string | null>(null)
  const [topic, setTopic] = useState<string>(ALL)
  const [search, setSearch] = useState<{ disciplina: number; assunto: number | null } | null>(null)
  const concepts = useConcepts(courseId, search)

  useEffect(() => {
    if (subjects.isError) notifyError(reportTexts.subjectsFailure, undefined, 'erro-disciplinas')
  }, [subjects.isError])

  const chosen = subjects.data?.find((s) => String(s.id) === subject)
  return (
    <ReportFrame
      title="Conceitos que mais caíram em provas"
      error={concepts.error}
      failure={() => reportTexts.conceptsFailure}
    >
      {() => (
        <Stack gap="md">
          <Paper withBorder p="md">
            <Group align="end" gap="sm" wrap="wrap">
              <Select
                label="Disciplina"
                placeholder="Escolha a disciplina"
                data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.nome }))}
                value={subject}
                onChange={(value) => {
                  setSubject(value)
                  setTopic(ALL)
                }}
                w={{ base: '100%', sm: 260 }}
              />
              <Select
                label="Assunto"
                data={[
                  { value: ALL, label: 'Todos' },
                  ...(chosen?.assuntos ?? []).map((t) => ({ value: String(t.id), label: t.nome })),
                ]}
                value={topic}
                onChange={(value) => setTopic(value ?? ALL)}
                allowDeselect={false}
                disabled={!chosen}
                w={{ base: '100%', sm: 260 }}
              />
              <Button
                leftSection={<IconSearch size={16} aria-hidden />}
                disabled={!chosen}
                onClick={() =>
                  chosen &&
                  setSearch({ disciplina: chosen.id, assunto: topic === ALL ? null : Number(topic) })
                }
              >
                Buscar
              </Button>
            </Group>
          </Paper>
          <Alert color="gray" variant="light">
            {reportTexts.disclaimer}
          </Alert>
          {concepts.data && concepts.data.length === 0 && (
            <Text c="dimmed">Nenhum conceito desta disciplina caiu em provas cadastradas.</Text>
          )}
          {concepts.data?.map((concept) => (
            <Paper withBorder p="md" key={concept.id} data-testid="conceito">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Title order={2} size="h4">
                    {concept.nome}
                  </Title>
                  <Badge variant="light">
                    Caiu em {formatCount(concept.perguntas_chs_count, 'questão', 'questões')} de provas
                  </Badge>
                </Group>
                <Text size="sm">
                  Meus acertos: {concept.acerto}/{concept.count} ({formatPercent(concept.acertop)})
                </Text>
                {concept.descricao && <RichText html={concept.descricao} />}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </ReportFrame>
  )
}
