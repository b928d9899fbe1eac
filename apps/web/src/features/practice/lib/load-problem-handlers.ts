import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { practiceTexts } from '../texts'

/** Why no question is on screen. */
export interface LoadProblem {
  /** `locked`: the plan is missing (423/403); the others: nothing came, or the call failed. */
  kind: 'locked' | 'empty' | 'error'
  message: string
}

/** How a screen tells a load that failed or came back empty. */
export interface LoadProblemRules {
  /** What an empty batch says (SPEC section 8). */
  emptyMessage: string
  /** The status that means "needs a plan" for this screen: 423 (topic filter) or 403 (exams). */
  lockedStatus: number
  /** Prefix of the toasts' ids, so a repeated failure replaces its toast instead of stacking. */
  toastId: string
  /** Nothing to show is no failure here (the review with nothing due): the panel says so, without a toast. */
  quietEmpty?: boolean
}

/** How a practice screen reports a batch that failed or came back empty: a panel and a toast. */
export function loadProblemHandlers(
  { emptyMessage, lockedStatus, toastId, quietEmpty = false }: LoadProblemRules,
  setProblem: (problem: LoadProblem) => void,
) {
  const report = (problem: LoadProblem, suffix: string) => {
    setProblem(problem)
    notifyError(problem.message, undefined, `${toastId}-${suffix}`)
  }
  return {
    onEmpty: () => {
      if (quietEmpty) setProblem({ kind: 'empty', message: emptyMessage })
      else report({ kind: 'empty', message: emptyMessage }, 'vazio')
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === lockedStatus) {
        report({ kind: 'locked', message: errorMessage(error) }, String(lockedStatus))
      } else {
        report({ kind: 'error', message: practiceTexts.questionsFailure }, 'erro')
      }
    },
  }
}
