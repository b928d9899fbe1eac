import { formatPercent, performancePercent } from '@gabarito/core'
import { Group, Paper, Progress, Table, Text } from '@mantine/core'
import { ScrollTable } from '@/components/scroll-table'

export interface UsageRow {
  label: string
  count: number
  acerto: number
}

function BarCell({ value, color, label }: { value: number; color: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={value} color={color} w={{ base: 48, sm: 140 }} aria-label={label} />
      <Text size="sm" data-testid="percentual">
        {formatPercent(value)}
      </Text>
    </Group>
  )
}

/** Total (answers over all answers) and Performance (hits over answers), each with a bar (SPEC section 2). */
export function UsageTable({ heading, rows }: { heading: string; rows: UsageRow[] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0)
  return (
    <Paper withBorder>
      {/* On a phone the table scrolls sideways: its viewport takes the focus, so the keyboard scrolls it too. */}
      <ScrollTable
        minWidth={300}
        container={{
          scrollAreaProps: {
            viewportProps: {
              tabIndex: 0,
              role: 'region',
              'aria-label': `Utilização por ${heading.toLowerCase()}`,
            },
          },
        }}
        striped
        data-testid="tabela-utilizacao"
        head={
          <>
            <Table.Th>{heading}</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Desempenho</Table.Th>
          </>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={500}>
              <span data-testid="rotulo">{row.label}</span>
              <Text size="xs" c="dimmed">
                {row.acerto}/{row.count}
              </Text>
            </Table.Th>
            <Table.Td data-testid="total">
              <BarCell
                value={performancePercent(row.count, total)}
                color="blue.6"
                label={`Total de ${row.label}`}
              />
            </Table.Td>
            <Table.Td data-testid="desempenho">
              <BarCell
                value={performancePercent(row.acerto, row.count)}
                color="teal.6"
                label={`Desempenho de ${row.label}`}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Paper>
  )
}
