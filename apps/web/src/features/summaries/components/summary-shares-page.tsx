import { formatCpf } from '@gabarito/core'
import { ActionIcon, Button, Group } from '@mantine/core'
import { IconShare, IconTrash } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import type { DataTableColumn } from '@/components/data-table/data-table'
import { ListPage } from '@/components/data-table/list-page'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { useSummary } from '../api/get-summary'
import { type SummaryShareRow, sharesFetcher, sharesQueryKey } from '../api/summary-shares'
import { openShareModal } from './share-modal'
import { confirmUnshare } from './summary-confirm'

/** /v2/geral/arquivo/compartilhados/{id}: whom the summary is shared with (owner only), and Compartilhar. */
export function SummarySharesPage() {
  const summaryId = Number(useParams().id)
  const summary = useSummary(summaryId)
  const onError = useListErrorToast('erro-compartilhamentos')
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
    <ListPage<SummaryShareRow>
      title="Compartilhamentos"
      subtitle={summary.data?.nome ?? ''}
      label="Compartilhamentos"
      queryKey={sharesQueryKey(summaryId)}
      fetcher={fetcher}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText="Este resumo ainda não foi compartilhado."
      onError={onError}
      toolbar={
        <Group gap="sm">
          <BackLink to="/v2/geral/arquivo" />
          <Button onClick={() => openShareModal(summaryId)} leftSection={<IconShare size={18} aria-hidden />}>
            Compartilhar
          </Button>
        </Group>
      }
    />
  )
}
