import { getBankQuestions } from '@/features/bank/api/bank'
import { getNotebookQuestions } from '@/features/bank/api/notebooks'
import type { BankFilter } from '@/features/bank/lib/bank-filter'
import { bankTexts } from '@/features/bank/texts'
import { answerAsPractice, type PracticeRules } from '@/features/practice/lib/practice-rules'

// The question bank's practice modes (issue 31): the bank's calls (features/bank) run by the practice session
// (features/practice), wired here because a feature imports no other (decision 0075); they load with their screens.

/** /v2/geral/perguntas?filtro=1&…: batches of the questions the bank's filter matches (PRO, issue 31). */
export const bankPractice: PracticeRules<BankFilter> = {
  mode: 'filtro',
  load: async (courseId, filter) => ({ questions: await getBankQuestions(courseId, filter) }),
  answer: answerAsPractice,
  whenEmpty: 'refetch',
  problems: { emptyMessage: bankTexts.bankEmpty, lockedStatus: 423, toastId: 'perguntas-filtro' },
}

/** A caderno practised: its filter's or its list's questions, batch after batch. */
export interface NotebookFilter {
  caderno: number
}

/** /v2/geral/perguntas?caderno=N: a caderno's batches (a saved filter's: PRO). */
export const notebookPractice: PracticeRules<NotebookFilter> = {
  mode: 'caderno',
  load: async (courseId, filter) => ({ questions: await getNotebookQuestions(courseId, filter.caderno) }),
  answer: answerAsPractice,
  whenEmpty: 'refetch',
  problems: { emptyMessage: bankTexts.notebookEmpty, lockedStatus: 423, toastId: 'caderno' },
}
