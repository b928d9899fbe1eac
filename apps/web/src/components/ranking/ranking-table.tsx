import { formatDateTime, formatNumber, formatPercent } from '@gabarito/core'
import type { DataTablePage, RankingPage, RankingRow } from '@gabarito/core/contract'
import { Stack, Text } from '@mantine/core'
import { useCallback, useMemo, useState } from 'react'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { useListErrorToast } from '@/components/data-table/use-list-error-toast'
import { rankingFetcher, rankingQueryKey } from '@/lib/api/get-ranking'

const columns: DataTableColumn<RankingRow>[] = [
  { data: 'rownum', title: 'Posição', width: 90, render: (row) => `${formatNumber(row.rownum)}º` },
  { data: 'apelido', title: 'Apelido' },
  { data: 'acertos', title: 'Acertos' },
  { data: 'total', title: 'Respostas' },
  { data: 'rendimento', title: 'Rendimento', render: (row) => formatPercent(row.rendimento) },
  {
    data: 'ultima_tentativa',
    title: 'Última resposta',
    render: (row) => formatDateTime(row.ultima_tentativa),
  },
]

type Standing = Pick<RankingPage, 'meu' | 'participantes'>

/** "Você está em 37º de 4.512". */
export function standingText({ meu, participantes }: Standing): string | null {
  if (!meu) return null
  return `Você está em ${formatNumber(meu.rownum)}º de ${formatNumber(participantes)}`
}

/** A mock's ranking, page by page (every row with "Todos"), the caller's row highlighted. */
export function RankingTable({ courseId, mockId }: { courseId: number; mockId: number }) {
  const [standing, setStanding] = useState<Standing | null>(null)
  const fetcher = useMemo(() => rankingFetcher(courseId, mockId), [courseId, mockId])
  // The fetcher answers ranking pages: the caller's row and the participants come beside the rows.
  const onPage = useCallback((page: DataTablePage<RankingRow>) => {
    const { meu, participantes } = page as RankingPage
    setStanding({ meu, participantes })
  }, [])
  const onError = useListErrorToast('erro-classificacao')
  const mine = standing?.meu?.user_id
  const text = standing && standingText(standing)

  return (
    <Stack gap="sm">
      {text && (
        <Text fw={700} size="lg" data-testid="minha-posicao">
          {text}
        </Text>
      )}
      <DataTable<RankingRow>
        label="Classificação do simulado"
        queryKey={rankingQueryKey(courseId, mockId)}
        fetcher={fetcher}
        columns={columns}
        rowKey={(row) => row.user_id}
        searchable={false}
        highlightRow={(row) => row.user_id === mine}
        emptyText="Ninguém respondeu este simulado ainda."
        onError={onError}
        onPage={onPage}
      />
    </Stack>
  )
}
