import {
  DIFFICULTY_LABELS,
  QUESTION_LEVEL_LABELS,
  QUESTION_LEVELS,
  SITUATION_LABELS,
  SITUATIONS,
} from '@gabarito/core'
import { Checkbox, Group, MultiSelect, NativeSelect, Paper, Radio, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useSubjects } from '@/lib/api/get-subjects'
import type { Course } from '@/lib/current-course'
import { useBankOptions } from '../api/bank'
import { type BankFilter, emptyBankFilter } from '../lib/bank-filter'
import { BankFilterActions } from './bank-filter-actions'

interface BankFilterPanelProps {
  course: Course
  /** The filter practised now, the panel's starting point (none: every question of the course). */
  filter: BankFilter | null
}

const ids = (values: string[]) => values.map(Number)
const texts = (values: number[]) => values.map(String)
const yearText = (year: number | null) => (year === null ? '' : String(year))
const yearOf = (value: string) => (value === '' ? null : Number(value))

/**
 * The question bank's filter panel (issue 31): subjects and topics, banca, órgão, years, nível, difficulty, the
 * student's situation and past exams; the live count, "Praticar" and "Salvar filtro como caderno" below.
 */
export function BankFilterPanel({ course, filter }: BankFilterPanelProps) {
  const [draft, setDraft] = useState<BankFilter>(filter ?? emptyBankFilter)
  const subjects = useSubjects(course.id)
  const options = useBankOptions(course.id)
  const change = (part: Partial<BankFilter>) => setDraft((old) => ({ ...old, ...part }))

  const chosenSubjects = (subjects.data ?? []).filter(
    (s) => draft.disciplina_id.length === 0 || draft.disciplina_id.includes(s.id),
  )
  const topicGroups = chosenSubjects
    .filter((s) => s.assuntos.length > 0)
    .map((s) => ({ group: s.nome, items: s.assuntos.map((t) => ({ value: String(t.id), label: t.nome })) }))
  const years = [
    { value: '', label: 'Qualquer' },
    ...(options.data?.anos ?? []).map((year) => ({ value: String(year), label: String(year) })),
  ]
  const concurso = draft.concurso ?? 'ambos'

  return (
    <Paper withBorder p="md" mt="sm" component="section" aria-labelledby="filtro-banco-titulo">
      <Stack gap="sm">
        <Title order={2} size="h5" id="filtro-banco-titulo">
          Filtrar questões
        </Title>
        <MultiSelect
          label="Disciplinas"
          placeholder={draft.disciplina_id.length === 0 ? 'Todas' : undefined}
          data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.nome }))}
          value={texts(draft.disciplina_id)}
          onChange={(values) => change({ disciplina_id: ids(values), assunto_id: [] })}
          searchable
          clearable
        />
        <MultiSelect
          label="Assuntos"
          placeholder={draft.assunto_id.length === 0 ? 'Todos' : undefined}
          data={topicGroups}
          value={texts(draft.assunto_id)}
          onChange={(values) => change({ assunto_id: ids(values) })}
          searchable
          clearable
        />
        <MultiSelect
          label="Banca"
          placeholder={draft.banca.length === 0 ? 'Todas' : undefined}
          data={options.data?.bancas ?? []}
          value={draft.banca}
          onChange={(banca) => change({ banca })}
          searchable
          clearable
        />
        <MultiSelect
          label="Órgão"
          placeholder={draft.orgao.length === 0 ? 'Todos' : undefined}
          data={options.data?.orgaos ?? []}
          value={draft.orgao}
          onChange={(orgao) => change({ orgao })}
          searchable
          clearable
        />
        <Group grow gap="xs">
          <NativeSelect
            label="Ano de"
            data={years}
            value={yearText(draft.ano_de)}
            onChange={(event) => change({ ano_de: yearOf(event.currentTarget.value) })}
          />
          <NativeSelect
            label="Ano até"
            data={years}
            value={yearText(draft.ano_ate)}
            onChange={(event) => change({ ano_ate: yearOf(event.currentTarget.value) })}
          />
        </Group>
        <Checkbox.Group
          label="Nível"
          value={draft.nivel}
          onChange={(values) => change({ nivel: values as BankFilter['nivel'] })}
        >
          <Group gap="sm" mt={4}>
            {QUESTION_LEVELS.map((level) => (
              <Checkbox key={level} value={level} label={QUESTION_LEVEL_LABELS[level]} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label="Dificuldade"
          placeholder={draft.dificuldade.length === 0 ? 'Todas' : undefined}
          data={[...DIFFICULTY_LABELS]}
          value={draft.dificuldade}
          onChange={(values) => change({ dificuldade: values as BankFilter['dificuldade'] })}
          clearable
        />
        <Checkbox.Group
          label="Situação"
          value={draft.situacao}
          onChange={(values) => change({ situacao: values as BankFilter['situacao'] })}
        >
          <Stack gap={6} mt={4}>
            {SITUATIONS.map((situation) => (
              <Checkbox key={situation} value={situation} label={SITUATION_LABELS[situation]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label="Concursos anteriores"
          value={concurso}
          onChange={(value) => change({ concurso: value === 'sim' || value === 'nao' ? value : null })}
        >
          <Stack gap={6} mt={4}>
            <Radio value="ambos" label="Todas as questões" />
            <Radio value="sim" label="Só de concursos anteriores" />
            <Radio value="nao" label="Fora de concursos" />
          </Stack>
        </Radio.Group>
        <BankFilterActions course={course} filter={draft} onClear={() => setDraft(emptyBankFilter)} />
      </Stack>
    </Paper>
  )
}
