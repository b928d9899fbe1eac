import { SimpleGrid } from '@mantine/core'
import { ChartCard, type ChartCardProps } from './chart-card'
import { ReportFrame } from './report-frame'

export type ChartSpec = Omit<ChartCardProps, 'dataKey'>

interface ChartPageProps {
  title: string
  error: unknown
  /** The field that names each point (the month, the subject). */
  dataKey: string
  /** The charts in their order, once their data has come. */
  charts: ChartSpec[] | undefined
}

/** A report of charts two by two (one column on a phone), inside the report's frame. */
export function ChartPage({ title, error, dataKey, charts }: ChartPageProps) {
  return (
    <ReportFrame title={title} error={error}>
      {() =>
        charts && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {charts.map((chart) => (
              <ChartCard key={chart.testId} {...chart} dataKey={dataKey} />
            ))}
          </SimpleGrid>
        )
      }
    </ReportFrame>
  )
}
