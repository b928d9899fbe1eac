import { getBankQuestions } from '../api/bank'
import { getNotebookQuestions } from '../api/notebooks'
import { practiceTexts } from '../texts'
import type { BankFilter } from './bank-filter'
import { answerAsPractice, type PracticeRules } from './practice-rules'

// The question bank's practice modes (issue 31): apart from practice-rules so that they load with their screens.

/** /v2/geral/perguntas?filtro=1&…: batches of the questions the bank's filter matches (PRO, issue 31). */
export const bankPractice: PracticeRules<BankFilter> = {
  mode: 'filtro',
  load: async (courseId, filter) => ({ questions: await getBankQuestions(courseId, filter) }),
  answer: answerAsPractice,
  whenEmpty: 'refetch',
  problems: { emptyMessage: practiceTexts.bankEmpty, lockedStatus: 423, toastId: 'perguntas-filtro' },
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
  problems: { emptyMessage: practiceTexts.notebookEmpty, lockedStatus: 423, toastId: 'caderno' },
}
