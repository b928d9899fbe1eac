import { formatDate } from '@gabarito/core'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useCallback } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { OwnCommentView } from '@/components/own-comment'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { type MyCommentRow, myCommentsFetcher, myCommentsQueryKey } from '../api/get-my-comments'

const columns: DataTableColumn<MyCommentRow>[] = [
  {
    data: 'pergunta',
    title: 'Questão',
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Questão #{row.pergunta.id}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {row.pergunta.texto}
        </Text>
      </Stack>
    ),
  },
  { data: 'modulo', title: 'Curso', sortable: true, searchable: true, render: (row) => row.modulo.nome },
  {
    data: 'texto',
    title: 'Comentário e resposta',
    hideLabelOnPhone: true,
    searchable: true,
    render: (row) => <OwnCommentView comment={row} />,
  },
  { data: 'data', title: 'Enviado em', sortable: true, width: 120, render: (row) => formatDate(row.data) },
  {
    data: 'respondido_em',
    title: 'Respondido em',
    sortable: true,
    width: 130,
    render: (row) => (row.respondido_em ? formatDate(row.respondido_em) : '—'),
  },
]

/** /profile/comentarios ("Meus comentários"): the caller's comments on questions and the team's replies. */
export function MyCommentsPage() {
  const onError = useCallback((error: unknown) => {
    notifyError(`Erro: ${errorMessage(error)}`, undefined, 'erro-meus-comentarios')
  }, [])
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center">
        <div>
          <Title order={1} size="h2">
            Meus comentários
          </Title>
          <Text c="dimmed" size="sm">
            Seus comentários nas questões e as respostas da equipe.
          </Text>
        </div>
        <Button
          component={Link}
          to="/profile"
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Voltar ao perfil
        </Button>
      </Group>
      <DataTable<MyCommentRow>
        label="Meus comentários"
        queryKey={myCommentsQueryKey}
        fetcher={myCommentsFetcher}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'data', dir: 'desc' }]}
        emptyText="Você ainda não comentou nenhuma questão."
        onError={onError}
      />
    </Stack>
  )
}
