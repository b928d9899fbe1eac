import { NUMBER_RANGE } from '@gabarito/core'
import type { StaffExamQuestion } from '@gabarito/core/contract'
import { ActionIcon, Alert, Button, Group, NumberInput, Skeleton, Table, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ScrollTable } from '@/components/scroll-table'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { formErrorsOf } from '@/components/staff/form-errors'
import { SearchSelect } from '@/components/staff/search-select'
import {
  examQuestionSearch,
  saveExamQuestions,
  useExamWithQuestions,
} from '@/features/staff-questions/api/questions'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { move } from './question-form'

/** `#/admin/concursos/{id}`: loads the exam and its questions, then the ordering screen. */
export function ExamQuestionsPage() {
  const id = Number(useParams().id)
  const loaded = useExamWithQuestions(id)
  if (loaded.isError)
    return <Alert color="red">{errorMessage(loaded.error, 'Não foi possível abrir o concurso.')}</Alert>
  if (!loaded.data) return <Skeleton height={300} />
  const { exam, questions } = loaded.data
  return (
    <ExamQuestions
      key={questions.map((q) => `${q.id}:${q.numero}`).join(',')}
      examId={exam.id}
      moduloId={exam.modulo_id}
      title={exam.ano ? `${exam.nome} ${exam.ano}` : exam.nome}
      initial={questions}
    />
  )
}

interface ExamQuestionsProps {
  examId: number
  moduloId: number
  title: string
  initial: StaffExamQuestion[]
}

/** A row of the list being edited: a question just added is known by its id and statement only. */
type ExamListRow = Pick<StaffExamQuestion, 'id' | 'numero' | 'texto'>

/**
 * The exam's questions in order: move, renumber (an empty number follows the one above), remove, add one found by
 * its statement or id; Salvar sends the whole list (questions left out leave the exam).
 */
function ExamQuestions({ examId, moduloId, title, initial }: ExamQuestionsProps) {
  const [list, setList] = useState<ExamListRow[]>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  async function save() {
    setSaving(true)
    try {
      await saveExamQuestions(
        examId,
        list.map((q) => ({ id: q.id, numero: q.numero })),
      )
      setErrors({})
      notifySuccess('Questões do concurso salvas.')
    } catch (error) {
      const fields = formErrorsOf(error)
      if (fields) setErrors(fields)
      notifyError(errorMessage(error, 'Não foi possível salvar as questões do concurso.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <AdminPageTitle
        actions={
          <Button component={Link} to="/admin/concursos" variant="default">
            Voltar
          </Button>
        }
      >
        Questões do concurso {title}
      </AdminPageTitle>
      <SearchSelect
        label="Adicionar questão"
        description="Busque pelo enunciado, pelo número (#) ou pela ref."
        value={null}
        onChange={(option) => {
          if (!option || list.some((q) => q.id === option.id)) return
          setList([...list, { id: option.id, numero: null, texto: option.nome }])
        }}
        source={examQuestionSearch(examId, moduloId)}
      />
      <ScrollTable
        minWidth={600}
        container={{ mt: 'md' }}
        striped
        withTableBorder
        head={
          <>
            <Table.Th w={130}>Número</Table.Th>
            <Table.Th>Questão</Table.Th>
            <Table.Th w={130}>Ações</Table.Th>
          </>
        }
      >
        {list.map((q, i) => (
          <Table.Tr key={q.id}>
            <Table.Td>
              <NumberInput
                aria-label={`Número da questão ${q.id}`}
                size="xs"
                min={NUMBER_RANGE.examNumber.min}
                max={NUMBER_RANGE.examNumber.max}
                placeholder="seguinte"
                value={q.numero ?? ''}
                onChange={(v) =>
                  setList(
                    list.map((x) => (x.id === q.id ? { ...x, numero: typeof v === 'number' ? v : null } : x)),
                  )
                }
                error={errors[`perguntas.${i}.numero`]}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                <b>#{q.id}</b> {q.texto}
              </Text>
              {errors[`perguntas.${i}.id`] && (
                <Text size="xs" c="red">
                  {errors[`perguntas.${i}.id`]}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label="Subir"
                  disabled={i === 0}
                  onClick={() => setList(move(list, i, -1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label="Descer"
                  disabled={i === list.length - 1}
                  onClick={() => setList(move(list, i, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Tirar a questão ${q.id} do concurso`}
                  onClick={() => setList(list.filter((x) => x.id !== q.id))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      {list.length === 0 && (
        <Text c="dimmed" mt="sm">
          Este concurso ainda não tem questões.
        </Text>
      )}
      <Group mt="md">
        <Button onClick={save} loading={saving}>
          Salvar
        </Button>
        <Button variant="default" onClick={() => setList(list.map((q) => ({ ...q, numero: null })))}>
          Numerar 1, 2, 3…
        </Button>
      </Group>
    </>
  )
}
