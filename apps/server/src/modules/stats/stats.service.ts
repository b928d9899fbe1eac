import type { Deps } from '../../deps.ts'
import { usageCounts } from './stats.repo.ts'

const TTL_MS = 5 * 60 * 1000

export interface UsageFigures {
  perguntas_respondidas: number
  perguntas: number
  usuarios: number
}

/** The home page's usage figures, computed from the database and kept for five minutes per process. */
export function usageFigures(deps: Deps) {
  let cached: { at: number; value: Promise<UsageFigures> } | null = null
  return () => {
    const now = deps.clock().getTime()
    if (!cached || now - cached.at > TTL_MS) {
      const value = usageCounts(deps.db).then((c) => ({
        perguntas_respondidas: c.answered,
        perguntas: c.questions,
        usuarios: c.users,
      }))
      // A failed count is not kept: the next visitor tries again.
      value.catch(() => {
        cached = null
      })
      cached = { at: now, value }
    }
    return cached.value
  }
}
