import { QUESTION_STATUS } from '@gabarito/core'
import type { AdminMockQuestion } from '@gabarito/core/contract'
import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconArrowDown, IconArrowUp, IconPlus, IconSearch, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useMockQuestionSearch } from '@/features/staff-mocks/api/mocks'
import { SubjectCounts } from './subject-counts'

interface QuestionPickerProps {
  moduloId: number
  value: AdminMockQuestion[]
  onChange: (questions: AdminMockQuestion[]) => void
  /** The first `locked` questions were answered already: they cannot move nor leave. */
  locked: number
  /** False when no question may be added (a closed mock with answers). */
  canAdd: boolean
  error?: string
}

const searchable = (term: string) => term.length >= 3 || /^\d+$/.test(term)

function QuestionLine({ question }: { question: AdminMockQuestion }) {
  return (
    <Stack gap={2} miw={0} style={{ flex: 1 }}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          #{question.id}
        </Text>
        <Badge size="sm" variant="light" tt="none">
          {question.disciplina.nome}
        </Badge>
        {question.concurso && (
          <Badge size="sm" variant="outline" tt="none">
            {question.concurso}
          </Badge>
        )}
        {question.status !== QUESTION_STATUS.published && (
          <Badge size="sm" color="gray" tt="none">
            {question.status.toLowerCase()}
          </Badge>
        )}
      </Group>
      <Text size="sm" lineClamp={2}>
        {question.texto}
      </Text>
    </Stack>
  )
}

/** Picks the mock's questions by hand: a search of the course's active questions, the list in order. */
export function QuestionPicker({ moduloId, value, onChange, locked, canAdd, error }: QuestionPickerProps) {
  const [typed, setTyped] = useState('')
  const [term] = useDebouncedValue(typed.trim(), 300)
  const results = useMockQuestionSearch(moduloId, term, canAdd && searchable(term))
  const chosen = new Set(value.map((q) => q.id))
  const move = (from: number, to: number) => {
    const next = [...value]
    const [item] = next.splice(from, 1)
    if (item) next.splice(to, 0, item)
    onChange(next)
  }

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Questões do simulado ({value.length})
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma questão escolhida ainda: busque abaixo e adicione.
        </Text>
      )}
      <Stack
        gap={6}
        component="ol"
        p={0}
        m={0}
        aria-label="Questões escolhidas"
        style={{ listStyle: 'none' }}
      >
        {value.map((question, i) => {
          const fixed = i < locked
          return (
            <Paper key={question.id} withBorder p="xs" component="li" data-testid="questao-escolhida">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={700} w={28}>
                  {i + 1}.
                </Text>
                <QuestionLine question={question} />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Subir a questão ${question.id}`}
                    disabled={fixed || i === locked}
                    onClick={() => move(i, i - 1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Descer a questão ${question.id}`}
                    disabled={fixed || i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover a questão ${question.id}`}
                    disabled={fixed}
                    onClick={() => onChange(value.filter((q) => q.id !== question.id))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          )
        })}
      </Stack>
      <SubjectCounts rows={value.map((q) => ({ nome: q.disciplina.nome, questoes: 1 }))} />
      {canAdd && (
        <>
          <TextInput
            label="Buscar questões do módulo"
            description="Ao menos 3 caracteres do enunciado, ou o número da questão."
            placeholder="Ex.: crase"
            leftSection={<IconSearch size={16} />}
            rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {searchable(term) && results.data && (
            <Stack gap={6} aria-label="Resultados da busca" data-testid="resultados-busca">
              {results.data.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nenhuma questão ativa encontrada.
                </Text>
              )}
              {results.data.map((question) => (
                <Paper key={question.id} withBorder p="xs">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <QuestionLine question={question} />
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      disabled={chosen.has(question.id)}
                      onClick={() => onChange([...value, question])}
                      aria-label={`Adicionar a questão ${question.id}`}
                    >
                      {chosen.has(question.id) ? 'Adicionada' : 'Adicionar'}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  )
}
