/**
 * The editor's draft, kept on this device (localStorage) so a closed tab loses nothing: one per user and
 * summary ("novo" for a new one), cleared when the summary is saved, and with everything else at logout.
 */
export interface SummaryDraft {
  nome: string
  descricao: string
  /** ms since the epoch. */
  savedAt: number
}

const key = (userId: number, summaryId: number | null) => `resumo-rascunho:${userId}:${summaryId ?? 'novo'}`

export function readDraft(userId: number, summaryId: number | null): SummaryDraft | null {
  try {
    const raw = window.localStorage.getItem(key(userId, summaryId))
    const draft = raw ? (JSON.parse(raw) as Partial<SummaryDraft>) : null
    if (!draft || typeof draft.nome !== 'string' || typeof draft.descricao !== 'string') return null
    return { nome: draft.nome, descricao: draft.descricao, savedAt: Number(draft.savedAt) || 0 }
  } catch {
    return null
  }
}

export function writeDraft(
  userId: number,
  summaryId: number | null,
  draft: Omit<SummaryDraft, 'savedAt'>,
): void {
  try {
    window.localStorage.setItem(key(userId, summaryId), JSON.stringify({ ...draft, savedAt: Date.now() }))
  } catch {
    // Storage full or unavailable: the draft is a convenience, saving still works.
  }
}

export function clearDraft(userId: number, summaryId: number | null): void {
  try {
    window.localStorage.removeItem(key(userId, summaryId))
  } catch {
    // Nothing to clear.
  }
}
