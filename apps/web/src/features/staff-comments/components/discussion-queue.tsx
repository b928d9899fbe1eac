import { DISCUSSION_STATUS, formatDateTime } from '@gabarito/core'
import type { DiscussionQueueRow } from '@gabarito/core/contract'
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import {
  IconArrowLeft,
  IconCheck,
  IconEyeOff,
  IconPin,
  IconPinnedOff,
  IconUserOff,
} from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { confirmAction } from '@/components/staff/confirm-action'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { TeamCommentForm } from '@/components/staff/team-comment-form'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import {
  DISCUSSION_QUEUE_PATH,
  type DiscussionAction,
  moderateDiscussion,
  setAuthorBlocked,
} from '../api/discussion'

const ACTION_TEXT: Record<DiscussionAction, { title: string; ask: string; confirm: string; done: string }> = {
  aprovar: {
    title: 'Aprovar comentário',
    ask: 'Aprovar o comentário? Ele passa a ser visto pelos alunos.',
    confirm: 'Sim, aprovar',
    done: 'Comentário aprovado.',
  },
  ocultar: {
    title: 'Ocultar comentário',
    ask: 'Ocultar o comentário? Nenhum aluno o verá mais.',
    confirm: 'Sim, ocultar',
    done: 'Comentário ocultado.',
  },
  fixar: {
    title: 'Fixar comentário',
    ask: 'Fixar o comentário no topo da discussão como "Destacado pela equipe"? Um comentário pendente fica aprovado.',
    confirm: 'Sim, fixar',
    done: 'Comentário fixado.',
  },
  desafixar: {
    title: 'Desafixar comentário',
    ask: 'Desafixar o comentário? Ele volta à ordem dos demais.',
    confirm: 'Sim, desafixar',
    done: 'Comentário desafixado.',
  },
}

async function run(change: () => Promise<void>, done: string) {
  try {
    await change()
    notifySuccess(done)
  } catch (error) {
    notifyError(errorMessage(error, 'Não foi possível concluir a ação.'))
  }
}

async function act(row: DiscussionQueueRow, action: DiscussionAction) {
  const text = ACTION_TEXT[action]
  if (
    await confirmAction({
      title: text.title,
      message: text.ask,
      confirmLabel: text.confirm,
      danger: action === 'ocultar',
    })
  )
    await run(() => moderateDiscussion(row.id, action), text.done)
}

async function block(row: DiscussionQueueRow) {
  const blocked = !row.autor.bloqueado
  const who = `${row.autor.nome} (${row.autor.apelido})`
  const ok = await confirmAction({
    title: blocked ? 'Bloquear autor' : 'Desbloquear autor',
    message: blocked
      ? `Impedir ${who} de comentar nas discussões?`
      : `Permitir de novo que ${who} comente nas discussões?`,
    confirmLabel: blocked ? 'Sim, bloquear' : 'Sim, desbloquear',
    danger: blocked,
  })
  if (ok)
    await run(
      () => setAuthorBlocked(row.autor.id, blocked),
      blocked ? 'Autor bloqueado.' : 'Autor desbloqueado.',
    )
}

function ActionButton(props: { icon: ReactNode; label: string; name: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={props.icon}
      aria-label={`${props.label}: ${props.name}`}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  )
}

function Actions({ row }: { row: DiscussionQueueRow }) {
  const name = `comentário ${row.id}`
  const hidden = row.status === DISCUSSION_STATUS.hidden
  // An approved comment without open reports has nothing to approve (listed by the question filter).
  const decided = row.status === DISCUSSION_STATUS.approved && row.denuncias === 0
  return (
    <Group gap={4}>
      {!decided && (
        <ActionButton
          icon={<IconCheck size={14} aria-hidden />}
          label="Aprovar"
          name={name}
          onClick={() => act(row, 'aprovar')}
        />
      )}
      {!hidden && (
        <ActionButton
          icon={<IconEyeOff size={14} aria-hidden />}
          label="Ocultar"
          name={name}
          onClick={() => act(row, 'ocultar')}
        />
      )}
      {row.resposta_a === null && !hidden && (
        <ActionButton
          icon={row.fixado ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />}
          label={row.fixado ? 'Desafixar' : 'Fixar'}
          name={name}
          onClick={() => act(row, row.fixado ? 'desafixar' : 'fixar')}
        />
      )}
      <ActionButton
        icon={<IconUserOff size={14} aria-hidden />}
        label={row.autor.bloqueado ? 'Desbloquear autor' : 'Bloquear autor'}
        name={name}
        onClick={() => block(row)}
      />
    </Group>
  )
}

function StatusBadge({ status, pinned }: { status: DiscussionQueueRow['status']; pinned: boolean }) {
  if (status === DISCUSSION_STATUS.pending)
    return (
      <Badge color="yellow.5" autoContrast tt="none">
        Pendente
      </Badge>
    )
  return (
    <Badge variant="default" tt="none">
      {status === DISCUSSION_STATUS.hidden ? 'Oculto' : pinned ? 'Aprovado e fixado' : 'Aprovado'}
    </Badge>
  )
}

const columns: DataTableColumn<DiscussionQueueRow>[] = [
  {
    data: 'criado_em',
    title: 'Data',
    sortable: true,
    width: 150,
    render: (row) => formatDateTime(row.criado_em),
  },
  {
    data: 'autor',
    title: 'Autor',
    sortable: true,
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm">
          {row.autor.nome} ({row.autor.apelido})
        </Text>
        {row.autor.bloqueado && (
          <Badge color="red.9" variant="outline" tt="none">
            Bloqueado
          </Badge>
        )}
      </Stack>
    ),
  },
  {
    data: 'texto',
    title: 'Comentário',
    hideLabelOnPhone: true,
    render: (row) => (
      <Stack gap={4} miw={200}>
        <Text size="xs" c="dimmed">
          Questão #{row.pergunta_id}
          {row.resposta_a !== null && ` · resposta ao comentário ${row.resposta_a}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="texto-fila">
          {row.texto}
        </Text>
      </Stack>
    ),
  },
  {
    data: 'denuncias',
    title: 'Situação',
    sortable: true,
    render: (row) => (
      <Stack gap={2}>
        {row.equipe && (
          <Badge variant="filled" tt="none">
            Comentário da equipe
          </Badge>
        )}
        <StatusBadge status={row.status} pinned={row.fixado} />
        {row.denuncias > 0 && (
          <Text size="xs" c="red.9">
            {row.denuncias === 1 ? '1 denúncia' : `${row.denuncias} denúncias`}
            {row.motivos.length > 0 && `: ${row.motivos.join('; ')}`}
          </Text>
        )}
      </Stack>
    ),
  },
  { data: 'acoes', title: 'Ações', hideLabelOnPhone: true, render: (row) => <Actions row={row} /> },
]

/** A question's number as typed: a positive integer, or null (the queue). */
function questionOf(text: string): number | null {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null
}

/**
 * `#/admin/comentarios/discussao`: pending and reported discussion comments, oldest first (issue 31); with a
 * question's number, every comment of that question, to pin or hide one already approved, and the form of the
 * team's own comment under it (issue 47).
 */
export function DiscussionQueue() {
  // The question's editor links here with `?questao=`: the queue opens on that question.
  const [params] = useSearchParams()
  const [question, setQuestion] = useState(params.get('questao') ?? '')
  const questionId = questionOf(question)
  return (
    <>
      <AdminPageTitle>Discussão: fila de moderação</AdminPageTitle>
      <Group mb="md">
        <Button
          component={Link}
          to="/admin/comentarios"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Comentários para a equipe
        </Button>
      </Group>
      <TextInput
        label="Questão"
        description="O número da questão mostra todos os comentários dela, inclusive os já aprovados."
        placeholder="Ex.: 1234"
        inputMode="numeric"
        value={question}
        onChange={(event) => setQuestion(event.currentTarget.value)}
        maw={420}
        mb="md"
      />
      {questionId !== null && (
        <Paper withBorder p="md" mb="md" maw={720}>
          <TeamCommentForm questionId={questionId} />
        </Paper>
      )}
      <StaffTable<DiscussionQueueRow>
        label="Discussão: fila de moderação"
        path={DISCUSSION_QUEUE_PATH}
        params={{ pergunta_id: questionId }}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'criado_em', dir: 'asc' }]}
        emptyText={
          questionId === null ? 'Nenhum comentário aguardando moderação.' : 'Nenhum comentário nesta questão.'
        }
      />
    </>
  )
}
