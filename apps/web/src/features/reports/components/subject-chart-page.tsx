import { performancePercent } from '@gabarito/core'
import { useCurrentCourse } from '@/lib/current-course'
import { useEveryoneSubjects } from '../api/get-everyone-subjects'
import { type SubjectRow, useMySubjects } from '../api/get-subject-rows'
import type { ChartSeries } from './chart-card'
import { ChartPage, type ChartSpec } from './chart-page'

const COUNTS: ChartSeries[] = [
  { name: 'count', label: 'Respostas', color: 'blue.6' },
  { name: 'acerto', label: 'Acertos', color: 'teal.6' },
]

const withPercent = (rows: SubjectRow[]) =>
  rows.map((r) => ({
    nome: r.nome,
    count: r.count,
    acerto: r.acerto,
    desempenho: performancePercent(r.acerto, r.count),
  }))

/** /v2/geral/relatorio/grafico/disciplina: per subject, my charts and everyone's. */
export function SubjectChartPage() {
  const course = useCurrentCourse()
  const mine = useMySubjects(course?.id ?? 0)
  const everyone = useEveryoneSubjects(course?.id ?? 0)
  const charts: ChartSpec[] | undefined = mine.data &&
    everyone.data && [
      {
        testId: 'grafico-meu-disciplinas',
        title: 'Minhas respostas e acertos por disciplina',
        kind: 'bar',
        data: withPercent(mine.data),
        series: COUNTS,
      },
      {
        testId: 'grafico-todos-disciplinas',
        title: 'Respostas e acertos de todos por disciplina',
        kind: 'bar',
        data: withPercent(everyone.data),
        series: COUNTS,
      },
      {
        testId: 'grafico-meu-desempenho-disciplinas',
        title: 'Meu desempenho (%) por disciplina',
        kind: 'line',
        percent: true,
        data: withPercent(mine.data),
        series: [{ name: 'desempenho', label: 'Desempenho (%)', color: 'teal.6' }],
      },
      {
        testId: 'grafico-todos-desempenho-disciplinas',
        title: 'Desempenho (%) de todos por disciplina',
        kind: 'line',
        percent: true,
        data: withPercent(everyone.data),
        series: [{ name: 'desempenho', label: 'Desempenho (%)', color: 'grape.6' }],
      },
    ]
  return (
    <ChartPage
      title="Desempenho por disciplina"
      error={mine.error ?? everyone.error}
      dataKey="nome"
      charts={charts}
    />
  )
}
