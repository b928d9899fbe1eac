import { useCurrentCourse } from '@/lib/current-course'
import { useHours } from '../api/get-hours'
import { useMySubjects } from '../api/get-subject-rows'
import { useWeekdays } from '../api/get-weekdays'
import { ReportFrame } from './report-frame'
import { UsageTable } from './usage-table'

/** /v2/geral/relatorio/estatistica/dia_semana */
export function WeekdayUsagePage() {
  const course = useCurrentCourse()
  const rows = useWeekdays(course?.id ?? 0)
  return (
    <ReportFrame title="Utilização por dia da semana" error={rows.error}>
      {() =>
        rows.data && (
          <UsageTable
            heading="Dia"
            rows={rows.data.map((r) => ({ label: r.dia, count: r.count, acerto: r.acerto }))}
          />
        )
      }
    </ReportFrame>
  )
}

/** /v2/geral/relatorio/estatistica/hora_dia: hours with an `h` suffix. */
export function HourUsagePage() {
  const course = useCurrentCourse()
  const rows = useHours(course?.id ?? 0)
  return (
    <ReportFrame title="Utilização por hora do dia" error={rows.error}>
      {() =>
        rows.data && (
          <UsageTable
            heading="Hora"
            rows={rows.data.map((r) => ({ label: `${r.d}h`, count: r.count, acerto: r.acerto }))}
          />
        )
      }
    </ReportFrame>
  )
}

/** /v2/geral/relatorio/estatistica/disciplina */
export function SubjectUsagePage() {
  const course = useCurrentCourse()
  const rows = useMySubjects(course?.id ?? 0)
  return (
    <ReportFrame title="Utilização por disciplina" error={rows.error}>
      {() =>
        rows.data && (
          <UsageTable
            heading="Disciplina"
            rows={rows.data.map((r) => ({ label: r.nome, count: r.count, acerto: r.acerto }))}
          />
        )
      }
    </ReportFrame>
  )
}
