import { NUMBER_RANGE } from '@gabarito/core'
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core'
import { IconPlus, IconX } from '@tabler/icons-react'
import { useCourseSubjects } from '@/features/staff-mocks/api/mocks'
import { SubjectCounts } from './subject-counts'

export interface DrawRow {
  /** A stable key for React while rows come and go. */
  key: number
  disciplinaId: number | null
  quantidade: number
}

interface DrawEditorProps {
  moduloId: number
  value: DrawRow[]
  onChange: (rows: DrawRow[]) => void
  error?: string
}

let nextKey = 1
export const newDrawRow = (): DrawRow => ({ key: nextKey++, disciplinaId: null, quantidade: 10 })

/**
 * Draws the questions by subject counts, with the weekly mock's rules (questions not used in the last 4 mocks
 * first, past-exam ones last): one row per subject.
 */
export function DrawEditor({ moduloId, value, onChange, error }: DrawEditorProps) {
  const subjects = useCourseSubjects(moduloId)
  const options = (subjects.data ?? []).map((s) => ({
    value: String(s.id),
    label: s.visivel ? s.nome : `${s.nome} (oculta)`,
  }))
  const change = (key: number, patch: Partial<DrawRow>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  const names = new Map((subjects.data ?? []).map((s) => [s.id, s.nome]))
  const counts = value.flatMap((row) => {
    const nome = row.disciplinaId === null ? undefined : names.get(row.disciplinaId)
    return nome === undefined ? [] : [{ nome, questoes: row.quantidade || 0 }]
  })

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        As questões são sorteadas como no simulado semanal automático: primeiro as que não estiveram nos
        últimos 4 simulados do módulo, as de concursos anteriores por último. Depois de salvar, a lista pode
        ser reordenada.
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {value.map((row, i) => (
        <Group key={row.key} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={i === 0 ? 'Disciplina' : undefined}
            aria-label={`Disciplina ${i + 1}`}
            placeholder="Escolha a disciplina"
            data={options}
            value={row.disciplinaId === null ? null : String(row.disciplinaId)}
            onChange={(id) => change(row.key, { disciplinaId: id === null ? null : Number(id) })}
            searchable
            style={{ flex: 1 }}
          />
          <NumberInput
            label={i === 0 ? 'Questões' : undefined}
            aria-label={`Quantidade ${i + 1}`}
            min={NUMBER_RANGE.mockQuestions.min}
            max={NUMBER_RANGE.mockQuestions.max}
            w={110}
            value={row.quantidade}
            onChange={(n) => change(row.key, { quantidade: typeof n === 'number' ? n : 0 })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remover a disciplina ${i + 1}`}
            onClick={() => onChange(value.filter((r) => r.key !== row.key))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...value, newDrawRow()])}
        >
          Adicionar disciplina
        </Button>
      </Group>
      <SubjectCounts rows={counts} />
    </Stack>
  )
}
