import { Group, Text } from '@mantine/core'
import { SelectField } from '@/components/light/select-field'
import type { Subject } from '@/lib/api/get-subjects'
import type { MistakeFilter } from '../api/get-mistakes'
import { reviewTexts } from '../texts'

interface MistakeFiltersProps {
  subjects: Subject[] | undefined
  failed: boolean
  filter: MistakeFilter
  onChange: (filter: MistakeFilter) => void
}

/** Disciplina and, within it, Assunto: the course's, as subject practice lists them. */
export function MistakeFilters({ subjects, failed, filter, onChange }: MistakeFiltersProps) {
  const subject = subjects?.find((s) => s.id === filter.disciplina)
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} data-testid="filtros-caderno">
      <SelectField
        label="Disciplina"
        disabled={!subjects}
        value={subject ? String(subject.id) : ''}
        options={[
          { value: '', label: reviewTexts.allSubjects },
          ...(subjects ?? []).map((s) => ({ value: String(s.id), label: s.nome })),
        ]}
        onChange={(value) => onChange({ disciplina: value ? Number(value) : null, assunto: null })}
      />
      <SelectField
        label="Assunto"
        disabled={!subject || subject.assuntos.length === 0}
        value={filter.assunto ? String(filter.assunto) : ''}
        options={[
          { value: '', label: reviewTexts.allTopics },
          ...(subject?.assuntos ?? []).map((t) => ({ value: String(t.id), label: t.nome })),
        ]}
        onChange={(value) =>
          onChange({ disciplina: filter.disciplina, assunto: value ? Number(value) : null })
        }
      />
      {failed && (
        <Text size="sm" c="red" role="alert">
          {reviewTexts.subjectsFailure}
        </Text>
      )}
    </Group>
  )
}
