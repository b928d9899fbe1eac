import { formatDateTime, QUESTION_STATUS, QUESTION_STATUS_LABELS, type QuestionStatus } from '@gabarito/core'
import type { StaffQuestionRow } from '@gabarito/core/contract'
import { Badge, Button, Group, Select } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { RowLink } from '@/components/staff/row-link'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { QUESTIONS_PATH } from '@/features/staff-questions/api/questions'
import { useCourseExams } from '@/lib/api/staff/course-exams'
import { useManagerSelection } from '@/lib/staff-selection'
import { ChooseCourse } from './choose-course'

// The darkest shades: a light badge's text in the default shade read at 3.8:1 on its tint (axe asks 4.5).
const STATUS_COLORS: Record<string, string> = {
  [QUESTION_STATUS.published]: 'green.9',
  [QUESTION_STATUS.hidden]: 'gray.8',
  [QUESTION_STATUS.annulled]: 'orange.9',
}

const columns: DataTableColumn<StaffQuestionRow>[] = [
  { data: 'id', title: '#', sortable: true, width: 80 },
  { data: 'texto', title: 'Enunciado', hideLabelOnPhone: true },
  {
    data: 'disciplina',
    title: 'Disciplina',
    sortable: true,
    render: (row) => (row.assunto ? `${row.disciplina.nome} · ${row.assunto.nome}` : row.disciplina.nome),
  },
  {
    data: 'numero',
    title: 'Concurso',
    sortable: true,
    render: (row) =>
      row.concurso
        ? `${row.concurso.nome}${row.concurso.ano ? ` ${row.concurso.ano}` : ''}${row.numero ? ` nº ${row.numero}` : ''}`
        : '—',
  },
  {
    data: 'status',
    title: 'Situação',
    sortable: true,
    render: (row) => (
      <Badge color={STATUS_COLORS[row.status] ?? 'gray.8'} variant="light">
        {QUESTION_STATUS_LABELS[row.status as QuestionStatus] ?? row.status}
      </Badge>
    ),
  },
  {
    data: 'atualizada_em',
    title: 'Alterada em',
    sortable: true,
    render: (row) => formatDateTime(row.atualizada_em),
  },
  {
    data: 'acoes',
    title: 'Ações',
    hideLabelOnPhone: true,
    render: (row) => (
      <RowLink to={`/admin/perguntas/${row.id}`} icon={IconPencil} aria-label={`Editar a questão ${row.id}`}>
        Editar
      </RowLink>
    ),
  },
]

/** `#/admin/perguntas`: the course's questions, filtered by the selection's subject and topic, exam and status. */
export function QuestionList() {
  const { moduloId, disciplinaId, assuntoId } = useManagerSelection()
  const [status, setStatus] = useState<string | null>(null)
  const [examId, setExamId] = useState<string | null>(null)
  const exams = useCourseExams(moduloId)
  // Without a course there is nothing to add to (ChooseCourse says so): a disabled link would still be a link,
  // read and focused as one, in disabled grey that fails the contrast check.
  const actions =
    moduloId === null ? null : (
      <Button component={Link} to="/admin/perguntas/nova" leftSection={<IconPlus size={16} />}>
        Nova questão
      </Button>
    )
  return (
    <>
      <AdminPageTitle actions={actions}>Questões</AdminPageTitle>
      {moduloId === null ? (
        <ChooseCourse />
      ) : (
        <StaffTable<StaffQuestionRow>
          label="Questões do curso"
          path={QUESTIONS_PATH}
          params={{
            modulo_id: moduloId,
            disciplina_id: disciplinaId,
            assunto_id: assuntoId,
            status,
            concurso_id: examId,
          }}
          columns={columns}
          rowKey={(row) => row.id}
          defaultOrder={[{ column: 'id', dir: 'desc' }]}
          toolbar={
            <Group gap="xs">
              <Select
                aria-label="Situação"
                placeholder="Todas as situações"
                clearable
                data={Object.entries(QUESTION_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
                value={status}
                onChange={setStatus}
                w={190}
              />
              <Select
                aria-label="Concurso"
                placeholder="Todos os concursos"
                clearable
                searchable
                data={(exams.data ?? []).map((e) => ({
                  value: String(e.id),
                  label: e.ano ? `${e.nome} ${e.ano}` : e.nome,
                }))}
                value={examId}
                onChange={setExamId}
                w={220}
              />
            </Group>
          }
        />
      )}
    </>
  )
}
