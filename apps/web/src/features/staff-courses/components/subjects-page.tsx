import type { StaffSubject, StaffTopic } from '@gabarito/core/contract'
import { Alert, Button, Divider, Group, Paper, Skeleton, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { confirmAction } from '@/components/staff/confirm-action'
import * as api from '@/features/staff-courses/api/courses'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useManagerSelection } from '@/lib/staff-selection'
import { ItemModal, type ItemValues } from './item-modal'
import { ItemRow, moved } from './subject-row'

type Editing =
  | { kind: 'disciplina'; item?: StaffSubject }
  | { kind: 'assunto'; subjectId: number; item?: StaffTopic }

const valuesOf = (item?: StaffSubject | StaffTopic): ItemValues => ({
  nome: item?.nome ?? '',
  sigla: item && 'sigla' in item ? item.sigla : '',
  descricao: item?.descricao ?? '',
})

/** `#/admin/disciplinas`: the selected course's subjects and topics; add, edit, reorder, hide, delete. */
export function SubjectsPage() {
  const { moduloId, modulo } = useManagerSelection()
  const subjects = api.useStaffSubjects(moduloId)
  const [editing, setEditing] = useState<Editing | null>(null)

  const refresh = () => api.refreshSubjects(moduloId)
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action()
      if (done) notifySuccess(done)
    } catch (error) {
      notifyError(errorMessage(error))
    }
    await refresh()
  }

  const save = async (values: ItemValues) => {
    if (!editing || moduloId === null) return
    const { nome, descricao, sigla } = values
    if (editing.kind === 'disciplina') {
      if (editing.item) await api.changeSubject(editing.item.id, { nome, descricao })
      else await api.createSubject(moduloId, { nome, descricao })
    } else if (editing.item) await api.changeTopic(editing.item.id, { nome, descricao, sigla })
    else await api.createTopic(editing.subjectId, { nome, descricao, sigla })
    notifySuccess(
      editing.item
        ? 'Alterações salvas.'
        : `${editing.kind === 'disciplina' ? 'Disciplina' : 'Assunto'} criado(a).`,
    )
    await refresh()
  }

  const remove = async (kind: 'disciplina' | 'assunto', item: StaffSubject | StaffTopic) => {
    const what = kind === 'disciplina' ? 'a disciplina' : 'o assunto'
    const confirmed = await confirmAction({
      title: kind === 'disciplina' ? 'Excluir disciplina' : 'Excluir assunto',
      message: `Excluir ${what} "${item.nome}"? Esta ação não pode ser desfeita.`,
    })
    if (!confirmed) return
    await run(
      () => (kind === 'disciplina' ? api.deleteSubject(item.id) : api.deleteTopic(item.id)),
      'Excluído.',
    )
  }

  const toggle = (kind: 'disciplina' | 'assunto', item: StaffSubject | StaffTopic) =>
    run(
      () =>
        kind === 'disciplina'
          ? api.changeSubject(item.id, { visivel: !item.visivel })
          : api.changeTopic(item.id, { visivel: !item.visivel }),
      item.visivel ? 'Oculto dos alunos.' : 'Visível aos alunos.',
    )

  const list = subjects.data ?? []
  return (
    <>
      <AdminPageTitle
        actions={
          moduloId !== null && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'disciplina' })}>
              Nova disciplina
            </Button>
          )
        }
      >
        Disciplinas e assuntos
      </AdminPageTitle>
      {moduloId === null ? (
        <ChooseCourse toDo="ver e editar suas disciplinas e assuntos" />
      ) : subjects.isError ? (
        <Alert color="red">{errorMessage(subjects.error)}</Alert>
      ) : subjects.isPending ? (
        <Skeleton height={200} />
      ) : list.length === 0 ? (
        <Alert variant="light">{modulo?.nome ?? 'Este curso'} ainda não tem disciplinas.</Alert>
      ) : (
        <Stack gap="sm" aria-label={`Disciplinas de ${modulo?.nome ?? 'curso'}`}>
          {list.map((subject, index) => (
            <Paper withBorder p="sm" key={subject.id}>
              <ItemRow
                item={subject}
                kind="disciplina"
                first={index === 0}
                last={index === list.length - 1}
                onEdit={() => setEditing({ kind: 'disciplina', item: subject })}
                onToggle={() => toggle('disciplina', subject)}
                onDelete={() => remove('disciplina', subject)}
                onMove={(step) =>
                  run(() =>
                    api.reorderSubjects(
                      moduloId,
                      moved(
                        list.map((s) => s.id),
                        index,
                        step,
                      ),
                    ),
                  )
                }
              />
              <Divider my="xs" />
              <Stack gap={6} pl="md">
                {subject.assuntos.map((topic, i) => (
                  <ItemRow
                    key={topic.id}
                    item={topic}
                    kind="assunto"
                    first={i === 0}
                    last={i === subject.assuntos.length - 1}
                    onEdit={() => setEditing({ kind: 'assunto', subjectId: subject.id, item: topic })}
                    onToggle={() => toggle('assunto', topic)}
                    onDelete={() => remove('assunto', topic)}
                    onMove={(step) =>
                      run(() =>
                        api.reorderTopics(
                          subject.id,
                          moved(
                            subject.assuntos.map((t) => t.id),
                            i,
                            step,
                          ),
                        ),
                      )
                    }
                  />
                ))}
                <Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => setEditing({ kind: 'assunto', subjectId: subject.id })}
                  >
                    Novo assunto em {subject.nome}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && (
        <ItemModal
          title={`${editing.item ? 'Editar' : 'Nova'} ${editing.kind === 'disciplina' ? 'disciplina' : 'assunto'}`.replace(
            'Nova assunto',
            'Novo assunto',
          )}
          withAcronym={editing.kind === 'assunto'}
          initial={valuesOf(editing.item)}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
