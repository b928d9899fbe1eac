import { performancePercent } from '@gabarito/core'
import { SimpleGrid } from '@mantine/core'
import { useCurrentCourse } from '@/lib/current-course'
import { type ReportPoint, useMonthlySeries } from '../api/get-monthly-series'
import { ChartCard, type ChartSeries } from './chart-card'
import { ReportFrame } from './report-frame'

const COUNTS: ChartSeries[] = [
  { name: 'count', label: 'Tentativas', color: 'blue.6' },
  { name: 'acerto', label: 'Acertos', color: 'teal.6' },
  { name: 'erro', label: 'Erros', color: 'red.6' },
]
const PERCENTS: ChartSeries[] = [
  { name: 'desempenho', label: 'Desempenho (%)', color: 'teal.6' },
  { name: 'erros', label: 'Erros (%)', color: 'red.6' },
]

const percents = (points: ReportPoint[]) =>
  points.map((p) => ({
    label: p.label,
    desempenho: performancePercent(p.acerto, p.count),
    erros: performancePercent(p.erro, p.count),
  }))

/** /v2/geral/relatorio/grafico/geral: monthly attempts, hits, errors and their percentages, mine and everyone's. */
export function GeneralChartPage() {
  const course = useCurrentCourse()
  const series = useMonthlySeries(course?.id ?? 0)
  return (
    <ReportFrame title="Gráficos de tentativas e desempenho" error={series.error}>
      {() =>
        series.data && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartCard
              testId="grafico-meu-tentativas"
              title="Minhas tentativas, acertos e erros por mês"
              kind="bar"
              data={series.data.meu}
              dataKey="label"
              series={COUNTS}
            />
            <ChartCard
              testId="grafico-todos-tentativas"
              title="Tentativas, acertos e erros de todos por mês"
              kind="bar"
              data={series.data.todos}
              dataKey="label"
              series={COUNTS}
            />
            <ChartCard
              testId="grafico-meu-desempenho"
              title="Meu desempenho e meus erros (%) por mês"
              kind="line"
              percent
              data={percents(series.data.meu)}
              dataKey="label"
              series={PERCENTS}
            />
            <ChartCard
              testId="grafico-todos-desempenho"
              title="Desempenho e erros (%) de todos por mês"
              kind="line"
              percent
              data={percents(series.data.todos)}
              dataKey="label"
              series={PERCENTS}
            />
          </SimpleGrid>
        )
      }
    </ReportFrame>
  )
}
