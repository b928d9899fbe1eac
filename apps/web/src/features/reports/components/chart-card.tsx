import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { Paper, Table, Title, VisuallyHidden } from '@mantine/core'

export interface ChartSeries {
  name: string
  label: string
  color: string
  /** A dashed line (a line chart's bounds). */
  strokeDasharray?: string
}

export interface ChartCardProps {
  title: string
  kind: 'bar' | 'line'
  data: Record<string, string | number>[]
  dataKey: string
  series: ChartSeries[]
  /** A percentage chart: y axis from 0 to 100, step 10 (SPEC section 9). */
  percent?: boolean
  /** The screen reader table's first column (by default 'Mês' for months, else 'Item'). */
  rowHeading?: string
  /** Room for the legend under the chart: more series wrap to more lines on a phone. */
  legendHeight?: number
  testId: string
}

const PERCENT_TICKS = Array.from({ length: 11 }, (_, i) => i * 10)
const formatPercent = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`

/** A chart readable at 360 px, with its numbers in a table for screen readers. */
export function ChartCard({
  title,
  kind,
  data,
  dataKey,
  series,
  percent = false,
  rowHeading = dataKey === 'label' ? 'Mês' : 'Item',
  legendHeight = 40,
  testId,
}: ChartCardProps) {
  const common = {
    h: 260,
    data,
    dataKey,
    series,
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const, height: legendHeight },
    tickLine: 'y' as const,
    yAxisProps: percent ? { domain: [0, 100], ticks: PERCENT_TICKS, interval: 0 as const } : undefined,
    valueFormatter: percent ? formatPercent : (value: number) => value.toLocaleString('pt-BR'),
    xAxisProps: { interval: 'preserveStartEnd' as const },
  }
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {/* Hidden from screen readers (the table below has the numbers), so nothing in it takes the focus either:
          Recharts' keyboard layer would make the hidden chart focusable. */}
      <div aria-hidden>
        {kind === 'bar' ? (
          <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
        ) : (
          <LineChart {...common} lineChartProps={{ accessibilityLayer: false }} withDots curveType="linear" />
        )}
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeading}</th>
              {series.map((s) => (
                <th scope="col" key={s.name}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={String(row[dataKey])}>
                <th scope="row">{row[dataKey]}</th>
                {series.map((s) => (
                  <td key={s.name}>
                    {percent
                      ? formatPercent(Number(row[s.name]))
                      : Number(row[s.name]).toLocaleString('pt-BR')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  )
}
