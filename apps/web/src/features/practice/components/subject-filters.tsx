import { Badge, Button, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Notice } from '@/components/light/notice'
import { SelectField } from '@/components/light/select-field'
import { SkeletonBlock } from '@/components/light/skeleton-block'
import type { Subject } from '@/lib/api/get-subjects'
import { notifyError } from '@/lib/notify'
import type { SubjectFilter } from '../api/get-subject-questions'
import { practiceTexts } from '../texts'

interface SubjectFiltersProps {
  subjects: Subject[] | undefined
  failed: boolean
  filter: SubjectFilter | null
  onChange: (filter: SubjectFilter) => void
  onRetry: () => void
}

/** Disciplina and (PRO) Assunto; the subjects failing: a toast and a retry button in their place. */
export function SubjectFilters({ subjects, failed, filter, onChange, onRetry }: SubjectFiltersProps) {
  useEffect(() => {
    if (failed) notifyError(practiceTexts.subjectsFailure, undefined, 'disciplinas-erro')
  }, [failed])

  if (failed) {
    return (
      <Notice color="red" icon={<IconAlertTriangle size={20} />} role="alert" data-testid="falha-disciplinas">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{practiceTexts.subjectsFailure}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Tentar de novo
          </Button>
        </Stack>
      </Notice>
    )
  }
  if (!subjects) {
    return (
      <Paper withBorder p="md">
        <Stack gap="sm" aria-hidden>
          <SkeletonBlock height={68} />
          <SkeletonBlock height={68} />
        </Stack>
      </Paper>
    )
  }
  const subject = subjects.find((s) => s.id === filter?.disciplina)
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SelectField
          label="Disciplina"
          value={subject ? String(subject.id) : ''}
          options={subjects.map((s) => ({ value: String(s.id), label: s.nome }))}
          onChange={(value) => onChange({ disciplina: Number(value), assunto: null })}
        />
        <SelectField
          label={
            <>
              Assunto
              <Badge size="xs" color="yellow.5" autoContrast variant="filled" radius="sm" component="span">
                PRO
              </Badge>
            </>
          }
          disabled={!subject}
          value={filter?.assunto ? String(filter.assunto) : ''}
          options={[
            { value: '', label: 'Todos os assuntos' },
            ...(subject?.assuntos ?? []).map((t) => ({ value: String(t.id), label: t.nome })),
          ]}
          onChange={(value) => {
            if (subject) onChange({ disciplina: subject.id, assunto: value ? Number(value) : null })
          }}
        />
      </Stack>
    </Paper>
  )
}
