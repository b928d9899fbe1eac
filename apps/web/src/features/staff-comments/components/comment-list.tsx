import { COMMENT_STATUSES, formatDateTime } from '@gabarito/core'
import type { StaffCommentRow } from '@gabarito/core/contract'
import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { IconMessageReply, IconMessages } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { DayInput } from '@/components/staff/day-input'
import { RowLink } from '@/components/staff/row-link'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { COMMENTS_PATH } from '@/features/staff-comments/api/comments'
import { useManagerSelection } from '@/lib/staff-selection'
import { CommentStatusBadge } from './comment-status-badge'

const columns: DataTableColumn<StaffCommentRow>[] = [
  { data: 'data', title: 'Data', sortable: true, width: 150, render: (row) => formatDateTime(row.data) },
  {
    data: 'usuario',
    title: 'Aluno',
    sortable: true,
    render: (row) => `${row.usuario.nome} (${row.usuario.apelido})`,
  },
  {
    data: 'texto',
    title: 'Comentário',
    hideLabelOnPhone: true,
    render: (row) => (
      <Text size="sm" lineClamp={3} miw={180} style={{ whiteSpace: 'pre-wrap' }}>
        {row.texto}
      </Text>
    ),
  },
  {
    data: 'pergunta',
    title: 'Questão',
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm" lineClamp={2}>
          #{row.pergunta.id} · {row.pergunta.disciplina.nome}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.modulo.nome}
        </Text>
      </Stack>
    ),
  },
  {
    data: 'status',
    title: 'Situação',
    sortable: true,
    render: (row) => <CommentStatusBadge status={row.status} />,
  },
  {
    data: 'acoes',
    title: 'Ações',
    hideLabelOnPhone: true,
    render: (row) => (
      <RowLink
        to={`/admin/comentarios/${row.id}`}
        icon={IconMessageReply}
        aria-label={`Abrir o comentário ${row.id}`}
      >
        Abrir
      </RowLink>
    ),
  },
]

/**
 * `#/admin/comentarios`: the students' comments, newest first; the selection bar's course and subject, a status
 * and a period (days in São Paulo) filter them. Without a course chosen, every course's comments.
 */
export function CommentList() {
  const { moduloId, disciplinaId } = useManagerSelection()
  const [status, setStatus] = useState<string | null>(null)
  const [from, setFrom] = useState('')
  const [until, setUntil] = useState('')
  return (
    <>
      <AdminPageTitle>Comentários</AdminPageTitle>
      <Group mb="md">
        <Button
          component={Link}
          to="/admin/comentarios/discussao"
          variant="light"
          leftSection={<IconMessages size={16} aria-hidden />}
        >
          Discussão: fila de moderação
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" mb="md">
        <Select
          label="Situação"
          placeholder="Todas as situações"
          clearable
          data={[...COMMENT_STATUSES]}
          value={status}
          onChange={setStatus}
          w={170}
        />
        <DayInput label="De" value={from} onChange={setFrom} w={150} />
        <DayInput label="Até" value={until} onChange={setUntil} w={150} />
      </Group>
      <StaffTable<StaffCommentRow>
        label="Comentários dos alunos"
        path={COMMENTS_PATH}
        params={{ modulo_id: moduloId, disciplina_id: disciplinaId, status, de: from, ate: until }}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'data', dir: 'desc' }]}
        emptyText="Nenhum comentário com estes filtros."
      />
    </>
  )
}
