import type { OpenMock, Question } from '../api/types'
import type { AnsweredItem } from './practice-state'

/** The weekly mock's queue filter: the open mock. */
export interface MockFilter {
  simulado: number
}

/**
 * What the open mock says is left and done: the questions not answered yet, in the mock's order, and the
 * caller's answers so far as answered items (the server does not repeat their concepts).
 */
export function mockRoundOf(open: OpenMock): { questions: Question[]; answered: AnsweredItem[] } {
  const byId = new Map(open.perguntas.map((q) => [q.id, q]))
  const done = new Set(open.respondidas.map((a) => a.pergunta_id))
  return {
    questions: open.perguntas.filter((q) => !done.has(q.id)),
    answered: open.respondidas.map((a) => ({
      pergunta: a.pergunta_id,
      // Absent in modo prova while the mock is open: held, neither right nor wrong yet.
      resposta: a.correta ?? null,
      resposta_id: a.resposta_id,
      tags: [],
      disciplina: byId.get(a.pergunta_id)?.disciplina_id ?? 0,
      numero: null,
    })),
  }
}

/** When the caller's time runs out (ms since the epoch); null without a limit or before the first answer. */
export function mockDeadline(startedAt: string | null, limitMinutes: number | null): number | null {
  if (limitMinutes === null || startedAt === null) return null
  const start = Date.parse(startedAt)
  return Number.isNaN(start) ? null : start + limitMinutes * 60_000
}

/** "1:05:09", "42:07", "0:09": the time left, never below zero. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
