import { formatCount, formatNumber } from '@gabarito/core'
import { Group, Pagination, Text } from '@mantine/core'

interface DataTableFooterProps {
  label: string
  /** Id of the "Mostrando …" line, which describes the table. */
  infoId: string
  /** The server answered (the line stays empty until then). */
  loaded: boolean
  search: string
  /** First and last row shown (1-based), of `filtered` rows matching the search, of `total`. */
  from: number
  to: number
  filtered: number
  total: number
  /** Page links, when the table has pages. */
  paginated: boolean
  page: number
  pages: number
  onPage: (page: number) => void
}

function infoText({ search, from, to, filtered, total }: DataTableFooterProps): string {
  if (filtered === 0) {
    return search ? `Nenhum registro encontrado (de ${formatNumber(total)} no total)` : 'Nenhum registro'
  }
  const shown = `Mostrando ${formatNumber(from)} a ${formatNumber(to)} de ${formatCount(filtered, 'registro', 'registros')}`
  return filtered !== total ? `${shown} (filtrados de ${formatNumber(total)} no total)` : shown
}

/** Below the table: which rows are shown, and the pages. */
export function DataTableFooter(props: DataTableFooterProps) {
  const { label, infoId, loaded, paginated, page, pages, onPage } = props
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" id={infoId} aria-live="polite">
        {loaded ? infoText(props) : ''}
      </Text>
      {paginated && pages > 1 && (
        <nav aria-label={`Páginas de ${label}`}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({
              'aria-label': `Página ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'Primeira página',
                previous: 'Página anterior',
                next: 'Próxima página',
                last: 'Última página',
              }[control],
            })}
          />
        </nav>
      )}
    </Group>
  )
}
