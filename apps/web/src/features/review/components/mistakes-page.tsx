import { formatDate, formatDateTime } from '@gabarito/core'
import { Button, Stack, Text } from '@mantine/core'
import { IconRepeat } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { PageHeading } from '@/components/page-heading'
import { useSubjects } from '@/lib/api/get-subjects'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { type MistakeFilter, type MistakeRow, mistakesFetcher, mistakesQueryKey } from '../api/get-mistakes'
import { reviewTexts } from '../texts'
import { MistakeFilters } from './mistake-filters'

/** "Refazer": the question alone on the review screen. */
function RedoLink({ row }: { row: MistakeRow }) {
  return (
    <Button
      component={Link}
      to={`/v2/geral/revisao?questao=${row.pergunta_id}`}
      size="xs"
      variant="light"
      leftSection={<IconRepeat size={16} aria-hidden />}
      aria-label={`${reviewTexts.redo} a questão ${row.pergunta_id}`}
    >
      {reviewTexts.redo}
    </Button>
  )
}

const columns: DataTableColumn<MistakeRow>[] = [
  { data: 'disciplina', title: 'Disciplina', sortable: true, width: 150 },
  { data: 'assunto', title: 'Assunto', width: 150, render: (row) => row.assunto ?? '—' },
  {
    data: 'enunciado',
    title: 'Questão',
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Questão #{row.pergunta_id}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {row.enunciado}
        </Text>
      </Stack>
    ),
  },
  { data: 'erros', title: 'Erros', sortable: true, align: 'right', width: 80 },
  { data: 'acertos', title: 'Acertos', sortable: true, align: 'right', width: 90 },
  {
    data: 'ultima_resposta_em',
    title: 'Última resposta',
    sortable: true,
    width: 150,
    render: (row) => formatDateTime(row.ultima_resposta_em),
  },
  {
    data: 'proxima_revisao',
    title: 'Próxima revisão',
    sortable: true,
    width: 130,
    render: (row) => formatDate(row.proxima_revisao),
  },
  {
    data: 'acoes',
    title: 'Ações',
    width: 110,
    hideLabelOnPhone: true,
    render: (row) => <RedoLink row={row} />,
  },
]

/** /v2/geral/caderno-de-erros: the questions missed or guessed (issue 30), each to redo. */
export function MistakesPage() {
  const course = useCurrentCourse()
  if (!course) return null
  return <Mistakes key={course.id} course={course} />
}

function Mistakes({ course }: { course: Course }) {
  const subjects = useSubjects(course.id)
  const [filter, setFilter] = useState<MistakeFilter>({ disciplina: null, assunto: null })
  const fetcher = useMemo(() => mistakesFetcher(course.id, filter), [course.id, filter])
  const onError = useListErrorToast('erro-caderno-de-erros')
  return (
    <Stack gap="lg">
      <PageHeading title={reviewTexts.title} subtitle={course.nome} />
      <Text size="sm">{reviewTexts.subtitle}</Text>
      <MistakeFilters
        subjects={subjects.data}
        failed={subjects.isError}
        filter={filter}
        onChange={setFilter}
      />
      <DataTable<MistakeRow>
        label={reviewTexts.title}
        queryKey={mistakesQueryKey(course.id, filter)}
        fetcher={fetcher}
        columns={columns}
        rowKey={(row) => row.pergunta_id}
        defaultOrder={[{ column: 'proxima_revisao', dir: 'asc' }]}
        emptyText={reviewTexts.empty}
        onError={onError}
      />
    </Stack>
  )
}
