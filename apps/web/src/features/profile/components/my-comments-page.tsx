import { formatDate } from '@gabarito/core'
import { Group, Stack, Text } from '@mantine/core'
import { BackLink } from '@/components/back-link'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { OwnCommentView } from '@/components/own-comment'
import { PageHeading } from '@/components/page-heading'
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
  const onError = useListErrorToast('erro-meus-comentarios')
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center">
        <PageHeading
          title="Meus comentários"
          subtitle="Seus comentários nas questões e as respostas da equipe."
        />
        <BackLink to="/profile">Voltar ao perfil</BackLink>
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
