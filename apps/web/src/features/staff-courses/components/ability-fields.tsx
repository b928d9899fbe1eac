import { NumberInput, Paper, Select, SimpleGrid, Text, Title } from '@mantine/core'
import { useCourseExams } from '@/lib/api/staff/course-exams'
import { abilityTexts as texts } from '../texts'

/** The option meaning "no exam chosen": the course's latest past exam whose questions are all calibrated. */
const LATEST = 'ultima'

interface AbilityFieldsProps {
  courseId: number
  passMark: number | null
  referenceId: number | null
  errors: { nota_corte?: string; prova_referencia_id?: string }
  onPassMark: (value: number | null) => void
  onReference: (value: number | null) => void
}

/** The course's passing mark and reference exam, which the students' chance of passing is computed against. */
export function AbilityFields({
  courseId,
  passMark,
  referenceId,
  errors,
  onPassMark,
  onReference,
}: AbilityFieldsProps) {
  const exams = useCourseExams(courseId)
  return (
    <Paper withBorder p="md" data-testid="curso-nota-estimada">
      <Title order={2} size="h4" mb={4}>
        {texts.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.hint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={texts.passMark}
          description={texts.passMarkHint}
          decimalSeparator=","
          decimalScale={1}
          // The server says what is out of range, under the field, as for every other field.
          clampBehavior="none"
          value={passMark ?? ''}
          onChange={(n) => onPassMark(typeof n === 'number' ? n : null)}
          error={errors.nota_corte}
        />
        <Select
          label={texts.reference}
          description={texts.referenceHint}
          allowDeselect={false}
          data={[
            { value: LATEST, label: texts.latest },
            ...(exams.data ?? []).map((e) => ({
              value: String(e.id),
              label: e.ano ? `${e.nome} ${e.ano}` : e.nome,
            })),
          ]}
          value={referenceId === null ? LATEST : String(referenceId)}
          onChange={(value) => onReference(value === null || value === LATEST ? null : Number(value))}
          error={errors.prova_referencia_id}
        />
      </SimpleGrid>
    </Paper>
  )
}
