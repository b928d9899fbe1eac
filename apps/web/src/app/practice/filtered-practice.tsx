import { BankFilterLauncher } from '@/features/bank/components/bank-filter-launcher'
import { NotebookSummary } from '@/features/bank/components/notebook-summary'
import { bankFilterFrom } from '@/features/bank/lib/bank-filter'
import { PracticeFrame } from '@/features/practice/components/practice-frame'
import { SessionQuestion, SessionScore } from '@/features/practice/components/session-question'
import { useSessionOn } from '@/features/practice/lib/use-session-on'
import type { Course } from '@/lib/current-course'
import { bankPractice, type NotebookFilter, notebookPractice } from './bank-rules'
import { questionExtras } from './practice-page'

// The practice session (features/practice) on the question bank's filter or caderno (features/bank).

/** /v2/geral/perguntas?filtro=1&…: practice of the questions the bank's filter matches (PRO). */
export function BankPractice({ course, params }: { course: Course; params: URLSearchParams }) {
  const filter = bankFilterFrom(params)
  const session = useSessionOn(bankPractice, course.id, filter)
  return (
    <PracticeFrame
      title="Questões filtradas"
      courseName={course.nome}
      filters={<BankFilterLauncher course={course} filter={filter} startOpen />}
      score={<SessionScore session={session} scope="Suas respostas nesta prática" />}
    >
      <SessionQuestion courseId={course.id} session={session} skippable extras={questionExtras} />
    </PracticeFrame>
  )
}

/** /v2/geral/perguntas?caderno=N: a caderno practised like a subject. */
export function NotebookPractice({ course, notebookId }: { course: Course; notebookId: number }) {
  const wanted: NotebookFilter = { caderno: notebookId }
  const session = useSessionOn(notebookPractice, course.id, wanted)
  return (
    <PracticeFrame
      title="Caderno"
      courseName={course.nome}
      filters={<NotebookSummary course={course} notebookId={notebookId} />}
      filtersLabel="Caderno"
      score={<SessionScore session={session} scope="Suas respostas neste caderno" />}
    >
      <SessionQuestion courseId={course.id} session={session} skippable extras={questionExtras} />
    </PracticeFrame>
  )
}
