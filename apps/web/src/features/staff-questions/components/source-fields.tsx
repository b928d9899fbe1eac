import {
  NUMBER_RANGE,
  QUESTION_LEVEL_LABELS,
  QUESTION_LEVELS,
  type QuestionLevel,
  SOURCE_TEXT_MAX,
} from '@gabarito/core'
import { Group, NumberInput, Select, Text, TextInput } from '@mantine/core'

/** Where a question or past exam comes from (issue 31), as the forms hold it: texts as typed, '' when empty. */
export interface SourceDraft {
  banca: string
  orgao: string
  ano: number | null
  cargo: string
  nivel: QuestionLevel | null
}

export const EMPTY_SOURCE: SourceDraft = { banca: '', orgao: '', ano: null, cargo: '', nivel: null }

/** The draft of a saved source (null texts become ''). */
export const sourceDraftOf = (s: {
  banca: string | null
  orgao: string | null
  ano?: number | null
  cargo: string | null
  nivel: QuestionLevel | null
}): SourceDraft => ({
  banca: s.banca ?? '',
  orgao: s.orgao ?? '',
  ano: s.ano ?? null,
  cargo: s.cargo ?? '',
  nivel: s.nivel,
})

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** What the API takes: blank texts as null. */
export const sourceBodyOf = (s: SourceDraft) => ({
  banca: textOrNull(s.banca),
  orgao: textOrNull(s.orgao),
  ano: s.ano,
  cargo: textOrNull(s.cargo),
  nivel: s.nivel,
})

interface SourceFieldsProps {
  value: SourceDraft
  onChange: (patch: Partial<SourceDraft>, field: keyof SourceDraft) => void
  errors: Record<string, string | undefined>
  /** The exam form has its own year input. */
  withYear?: boolean
  /** A line under the inputs (the editor says what an exam gives). */
  hint?: string
}

/** One of the source's texts, with its length limit and the server's error. */
function SourceText({
  field,
  label,
  placeholder,
  value,
  onChange,
  errors,
}: SourceFieldsProps & { field: keyof typeof SOURCE_TEXT_MAX; label: string; placeholder: string }) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      maxLength={SOURCE_TEXT_MAX[field]}
      value={value[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value }, field)}
      error={errors[field]}
    />
  )
}

/** Banca, Órgão, Ano, Cargo and Nível: the question's (or exam's) source, with the server's 422s under each. */
export function SourceFields(props: SourceFieldsProps) {
  const { value, onChange, errors, withYear = true, hint } = props
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <SourceText field="banca" label="Banca" placeholder="Cebraspe" {...props} />
        <SourceText field="orgao" label="Órgão" placeholder="PF" {...props} />
        {withYear && (
          <NumberInput
            label="Ano"
            min={NUMBER_RANGE.sourceYear.min}
            max={NUMBER_RANGE.sourceYear.max}
            value={value.ano ?? ''}
            onChange={(v) => onChange({ ano: typeof v === 'number' ? v : null }, 'ano')}
            error={errors.ano}
          />
        )}
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <SourceText field="cargo" label="Cargo" placeholder="Agente" {...props} />
        <Select
          label="Nível"
          placeholder="Não informado"
          clearable
          data={QUESTION_LEVELS.map((level) => ({ value: level, label: QUESTION_LEVEL_LABELS[level] }))}
          value={value.nivel}
          onChange={(nivel) => onChange({ nivel: nivel as QuestionLevel | null }, 'nivel')}
          error={errors.nivel}
        />
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt={-8}>
          {hint}
        </Text>
      )}
    </>
  )
}
