import { formatDate } from '@gabarito/core'
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { modals } from '@mantine/modals'
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeading } from '@/components/page-heading'
import { ScrollTable } from '@/components/scroll-table'
import { errorMessage } from '@/lib/api-client'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { notifyError, notifySuccess } from '@/lib/notify'
import { deleteNotebook, type Notebook, renameNotebook, useNotebooks } from '../api/notebooks'
import { questionCountText } from '../lib/bank-filter'
import classes from './notebooks-page.module.css'
import { NotebookNameForm } from './save-filter-modal'

/** /v2/geral/cadernos: the student's cadernos (issue 31), each practised like a subject. */
export function NotebooksPage() {
  const course = useCurrentCourse()
  if (!course) return null
  return <Notebooks key={course.id} course={course} />
}

function openRename(courseId: number, notebook: Notebook) {
  const id = modals.open({
    title: 'Renomear caderno',
    children: (
      <NotebookNameForm
        initial={notebook.nome}
        save={async (nome) => {
          await renameNotebook(courseId, notebook.id, nome)
          notifySuccess('Caderno renomeado.')
        }}
        onDone={() => modals.close(id)}
      />
    ),
  })
}

function confirmDelete(courseId: number, notebook: Notebook) {
  modals.openConfirmModal({
    title: 'Excluir caderno',
    children: <Text size="sm">Excluir o caderno "{notebook.nome}"? As suas respostas não são apagadas.</Text>,
    labels: { confirm: 'Sim, excluir', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        await deleteNotebook(courseId, notebook.id)
        notifySuccess('Caderno excluído.')
      } catch (error) {
        notifyError(errorMessage(error, 'Não foi possível excluir o caderno.'))
      }
    },
  })
}

function TypeBadge({ notebook }: { notebook: Notebook }) {
  return (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      color={notebook.tipo === 'filtro' ? 'brand' : 'gray'}
      className={classes.typeBadge}
    >
      {notebook.tipo === 'filtro' ? 'Filtro salvo' : 'Lista de questões'}
    </Badge>
  )
}

/** A row; on a phone the type and count go under the name (two columns fit 360 px, four do not). */
function NotebookRow({ course, notebook, phone }: { course: Course; notebook: Notebook; phone: boolean }) {
  return (
    <Table.Tr data-testid={`caderno-${notebook.id}`}>
      <Table.Td>
        <Text fw={600}>{notebook.nome}</Text>
        <Text size="xs" c="dimmed">
          Criado em {formatDate(notebook.criado_em)}
        </Text>
        {phone && (
          <Group gap="xs" mt={4}>
            <TypeBadge notebook={notebook} />
            <Text size="sm" data-testid="caderno-total">
              {questionCountText(notebook.total)}
            </Text>
          </Group>
        )}
      </Table.Td>
      {!phone && (
        <>
          <Table.Td>
            <TypeBadge notebook={notebook} />
          </Table.Td>
          <Table.Td data-testid="caderno-total">{questionCountText(notebook.total)}</Table.Td>
        </>
      )}
      <Table.Td>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/v2/geral/perguntas?caderno=${notebook.id}`}
            size="xs"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            aria-label={`Praticar o caderno ${notebook.nome}`}
          >
            Praticar
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Renomear o caderno ${notebook.nome}`}
            onClick={() => openRename(course.id, notebook)}
          >
            Renomear
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Excluir o caderno ${notebook.nome}`}
            onClick={() => confirmDelete(course.id, notebook)}
          >
            Excluir
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

function Notebooks({ course }: { course: Course }) {
  const notebooks = useNotebooks(course.id)
  // Read on the first render (no four-column flash on a phone).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  let body: ReactNode
  if (notebooks.isError) {
    body = (
      <Text c="red" role="alert">
        {errorMessage(notebooks.error, 'Não foi possível carregar os cadernos.')}
      </Text>
    )
  } else if (!notebooks.data) {
    body = <Text c="dimmed">Carregando cadernos…</Text>
  } else if (notebooks.data.length === 0) {
    body = (
      <Text c="dimmed">
        Você ainda não tem cadernos. Salve um filtro em "Questões" ou use "Salvar no caderno" depois de
        responder.
      </Text>
    )
  } else {
    body = (
      <ScrollTable
        minWidth={phone ? 0 : 640}
        verticalSpacing="sm"
        head={
          <>
            <Table.Th>Nome</Table.Th>
            {!phone && (
              <>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Questões</Table.Th>
              </>
            )}
            <Table.Th>Ações</Table.Th>
          </>
        }
      >
        {notebooks.data.map((notebook) => (
          <NotebookRow key={notebook.id} course={course} notebook={notebook} phone={phone} />
        ))}
      </ScrollTable>
    )
  }
  return (
    <Stack>
      <PageHeading title="Meus cadernos" subtitle={course.nome} />
      <Paper withBorder p="md">
        {body}
      </Paper>
    </Stack>
  )
}
