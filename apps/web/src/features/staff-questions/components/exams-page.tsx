import { NUMBER_RANGE } from '@gabarito/core'
import type { StaffExam } from '@gabarito/core/contract'
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { IconListNumbers, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Route, Routes } from 'react-router'
import { ModalActions } from '@/components/form/modal-actions'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { confirmAction } from '@/components/staff/confirm-action'
import { RowLink } from '@/components/staff/row-link'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { useStaffSave } from '@/components/staff/use-staff-save'
import { deleteExam, EXAMS_PATH, saveExam } from '@/features/staff-questions/api/questions'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useManagerSelection } from '@/lib/staff-selection'
import { ChooseCourse } from './choose-course'
import { ExamQuestionsPage } from './exam-questions'
import { EMPTY_SOURCE, SourceFields, sourceBodyOf, sourceDraftOf } from './source-fields'

/** `#/admin/concursos`: the course's past exams, and `{id}` their questions in order. */
export function ExamsPage() {
  return (
    <Routes>
      <Route index element={<ExamList />} />
      <Route path=":id" element={<ExamQuestionsPage />} />
    </Routes>
  )
}

type Editing = { exam: StaffExam | null } | null

function ExamList() {
  const { moduloId } = useManagerSelection()
  const [editing, setEditing] = useState<Editing>(null)
  async function remove(exam: StaffExam) {
    if (
      !(await confirmAction({
        title: 'Excluir concurso',
        message: `Confirma a Exclusão do concurso ${exam.nome}?`,
      }))
    )
      return
    try {
      await deleteExam(exam)
      notifySuccess('Item excluido com Sucesso')
    } catch (error) {
      notifyError(errorMessage(error), 'Não foi possivel Excluir ')
    }
  }
  const columns: DataTableColumn<StaffExam>[] = [
    { data: 'nome', title: 'Nome', sortable: true },
    { data: 'ano', title: 'Ano', sortable: true },
    { data: 'banca', title: 'Banca' },
    { data: 'total', title: 'Questões' },
    {
      data: 'acoes',
      title: 'Ações',
      hideLabelOnPhone: true,
      render: (exam) => (
        <Group gap={6}>
          <RowLink to={`/admin/concursos/${exam.id}`} icon={IconListNumbers}>
            Questões
          </RowLink>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing({ exam })}
          >
            Editar
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => remove(exam)}
          >
            Excluir
          </Button>
        </Group>
      ),
    },
  ]
  const actions = (
    <Button
      leftSection={<IconPlus size={16} />}
      disabled={moduloId === null}
      onClick={() => setEditing({ exam: null })}
    >
      Novo concurso
    </Button>
  )
  return (
    <>
      <AdminPageTitle actions={actions}>Concursos</AdminPageTitle>
      {moduloId === null ? (
        <ChooseCourse />
      ) : (
        <StaffTable<StaffExam>
          label="Concursos do curso"
          path={EXAMS_PATH}
          params={{ modulo_id: moduloId }}
          columns={columns}
          rowKey={(exam) => exam.id}
        />
      )}
      {editing && moduloId !== null && (
        <ExamForm
          moduloId={moduloId}
          exam={editing.exam}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </>
  )
}

function ExamForm(props: {
  moduloId: number
  exam: StaffExam | null
  onClose: () => void
  onSaved: () => void
}) {
  const [nome, setNome] = useState(props.exam?.nome ?? '')
  const [ano, setAno] = useState<number | null>(props.exam?.ano ?? null)
  const [source, setSource] = useState(props.exam ? sourceDraftOf(props.exam) : EMPTY_SOURCE)
  const { errors, saving, save: run } = useStaffSave()
  const save = () =>
    run(async () => {
      const { banca, orgao, cargo, nivel } = sourceBodyOf(source)
      await saveExam(props.moduloId, props.exam, { nome, ano, banca, orgao, cargo, nivel })
      notifySuccess(props.exam ? 'Concurso alterado.' : 'Concurso criado.')
      props.onSaved()
    })
  return (
    <Modal opened onClose={props.onClose} title={props.exam ? 'Editar concurso' : 'Novo concurso'}>
      <Stack>
        <TextInput
          label="Nome"
          required
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          error={errors.nome}
          data-autofocus
        />
        <NumberInput
          label="Ano"
          min={NUMBER_RANGE.sourceYear.min}
          max={NUMBER_RANGE.sourceYear.max}
          value={ano ?? ''}
          onChange={(v) => setAno(typeof v === 'number' ? v : null)}
          error={errors.ano}
        />
        <SourceFields
          value={source}
          onChange={(patch) => setSource((s) => ({ ...s, ...patch }))}
          errors={errors}
          withYear={false}
        />
        <Text size="sm" c="dimmed">
          As questões do concurso recebem estes valores onde estiverem vazias ou iguais aos anteriores.
        </Text>
        <ModalActions onCancel={props.onClose} saving={saving} onConfirm={save} />
      </Stack>
    </Modal>
  )
}
