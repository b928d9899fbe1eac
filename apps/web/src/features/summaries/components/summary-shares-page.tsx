import { formatCpf } from '@gabarito/core'
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconShare, IconTrash } from '@tabler/icons-react'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { useSummary } from '../api/get-summary'
import { type SummaryShareRow, sharesFetcher, sharesQueryKey } from '../api/summary-shares'
import { openShareModal } from './share-modal'
import { confirmUnshare } from './summary-confirm'

/** /v2/geral/arquivo/compartilhados/{id}: whom the summary is shared with (owner only), and Compartilhar. */
export function SummarySharesPage() {
  const summaryId = Number(useParams().id)
  const summary = useSummary(summaryId)
  const fetcher = useMemo(() => sharesFetcher(summaryId), [summaryId])
  const columns = useMemo<DataTableColumn<SummaryShareRow>[]>(
    () => [
      { data: 'cpf', title: 'CPF', render: (row) => formatCpf(row.cpf) },
      { data: 'nome', title: 'Nome' },
      {
        data: 'action',
        title: 'Ações',
        hideLabelOnPhone: true,
        render: (row) => (
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={`Remover ${row.nome}`}
            title={`Remover ${row.nome}`}
            onClick={() => confirmUnshare(summaryId, row.id)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ),
      },
    ],
    [summaryId],
  )

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Compartilhamentos
        </Title>
        <Text c="dimmed" size="sm">
          {summary.data?.nome ?? ''}
        </Text>
      </div>
      <DataTable<SummaryShareRow>
        label="Compartilhamentos"
        queryKey={sharesQueryKey(summaryId)}
        fetcher={fetcher}
        columns={columns}
        rowKey={(row) => row.id}
        searchable={false}
        emptyText="Este resumo ainda não foi compartilhado."
        onError={(error) => notifyError(`Erro: ${errorMessage(error)}`, undefined, 'erro-compartilhamentos')}
        toolbar={
          <Group gap="sm">
            <Button
              component={Link}
              to="/v2/geral/arquivo"
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              Voltar
            </Button>
            <Button
              onClick={() => openShareModal(summaryId)}
              leftSection={<IconShare size={18} aria-hidden />}
            >
              Compartilhar
            </Button>
          </Group>
        }
      />
    </Stack>
  )
}
