import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { BankFilterLauncher } from '@/features/bank/components/bank-filter-launcher'
import { LoadingQuestions } from '@/features/practice/components/load-problem'
import { SubjectPractice } from '@/features/practice/components/subject-practice'
import { useCurrentCourse } from '@/lib/current-course'
import { questionExtras } from './practice-page'

// Filtered and caderno practice load on demand: subject practice stays within the screen's script budget.
const BankPractice = lazy(async () => ({ default: (await import('./filtered-practice')).BankPractice }))
const NotebookPractice = lazy(async () => ({
  default: (await import('./filtered-practice')).NotebookPractice,
}))

/**
 * /v2/geral/perguntas: questions by subject and (PRO) topic; with `?filtro=1&…`, the bank's filter (PRO); with
 * `?caderno=N`, a caderno (issue 31). Subject practice is features/practice's; the bank's filter and cadernos are
 * features/bank's, practised by the same session.
 */
export function SubjectPracticePage() {
  const course = useCurrentCourse()
  const [params] = useSearchParams()
  if (!course) return null
  const notebookId = Number(params.get('caderno'))
  if (Number.isInteger(notebookId) && notebookId > 0) {
    return (
      <Suspense fallback={<LoadingQuestions />}>
        <NotebookPractice key={`${course.id}-caderno`} course={course} notebookId={notebookId} />
      </Suspense>
    )
  }
  // `filtro` is bank-filter's FILTERED_PARAM, spelled here so that the filter's code loads only with its screen.
  if (params.has('filtro')) {
    return (
      <Suspense fallback={<LoadingQuestions />}>
        <BankPractice key={`${course.id}-filtro`} course={course} params={params} />
      </Suspense>
    )
  }
  return (
    <SubjectPractice
      key={course.id}
      course={course}
      extras={questionExtras}
      bankFilter={<BankFilterLauncher course={course} filter={null} />}
    />
  )
}
