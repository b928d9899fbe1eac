import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import type { LoadProblem } from '../components/load-problem'
import { practiceTexts } from '../texts'

interface Options {
  /** What an empty batch says (SPEC section 8). */
  emptyMessage: string
  /** The status that means "needs a plan" for this screen: 423 (topic filter) or 403 (exams). */
  lockedStatus: number
  /** Prefix of the toasts' ids, so a repeated failure replaces its toast instead of stacking. */
  toastId: string
  setProblem: (problem: LoadProblem) => void
}

/** How a practice screen reports a batch that failed or came back empty: a panel and a toast. */
export function loadProblemHandlers({ emptyMessage, lockedStatus, toastId, setProblem }: Options) {
  const report = (problem: LoadProblem, suffix: string) => {
    setProblem(problem)
    notifyError(problem.message, undefined, `${toastId}-${suffix}`)
  }
  return {
    onEmpty: () => report({ kind: 'empty', message: emptyMessage }, 'vazio'),
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === lockedStatus) {
        report({ kind: 'locked', message: errorMessage(error) }, String(lockedStatus))
      } else {
        report({ kind: 'error', message: practiceTexts.questionsFailure }, 'erro')
      }
    },
  }
}
