import { performancePercent } from '@gabarito/core'
import { useCurrentCourse } from '@/lib/current-course'
import { type ReportPoint, useMonthlySeries } from '../api/get-monthly-series'
import type { ChartSeries } from './chart-card'
import { ChartPage, type ChartSpec } from './chart-page'

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
  const data = series.data
  const charts: ChartSpec[] | undefined = data && [
    {
      testId: 'grafico-meu-tentativas',
      title: 'Minhas tentativas, acertos e erros por mês',
      kind: 'bar',
      data: data.meu,
      series: COUNTS,
    },
    {
      testId: 'grafico-todos-tentativas',
      title: 'Tentativas, acertos e erros de todos por mês',
      kind: 'bar',
      data: data.todos,
      series: COUNTS,
    },
    {
      testId: 'grafico-meu-desempenho',
      title: 'Meu desempenho e meus erros (%) por mês',
      kind: 'line',
      percent: true,
      data: percents(data.meu),
      series: PERCENTS,
    },
    {
      testId: 'grafico-todos-desempenho',
      title: 'Desempenho e erros (%) de todos por mês',
      kind: 'line',
      percent: true,
      data: percents(data.todos),
      series: PERCENTS,
    },
  ]
  return (
    <ChartPage
      title="Gráficos de tentativas e desempenho"
      error={series.error}
      dataKey="label"
      charts={charts}
    />
  )
}
