import { useSyncExternalStore } from 'react'
import { getStoredUser } from '@/lib/stored-user'

/** A chosen record of the selection: its id and the name shown in the bar. */
export interface SelectedItem {
  id: number
  nome: string
}

/** The staff area's selection (SPEC section 3): a módulo, then one of its disciplinas, then one of its assuntos. */
export interface ManagerSelection {
  modulo: SelectedItem | null
  disciplina: SelectedItem | null
  assunto: SelectedItem | null
}

/** sessionStorage key: the selection lasts for the tab, and belongs to the user who made it. */
export const SELECTION_KEY = 'admin:selecao'

const EMPTY: ManagerSelection = { modulo: null, disciplina: null, assunto: null }

function isItem(value: unknown): value is SelectedItem {
  const item = value as SelectedItem | null
  return typeof item?.id === 'number' && typeof item.nome === 'string'
}

function read(): ManagerSelection {
  try {
    const raw = window.sessionStorage.getItem(SELECTION_KEY)
    if (!raw) return EMPTY
    const stored = JSON.parse(raw) as Partial<ManagerSelection> & { usuario?: number }
    if (stored.usuario !== getStoredUser()?.id) return EMPTY
    const modulo = isItem(stored.modulo) ? stored.modulo : null
    const disciplina = modulo && isItem(stored.disciplina) ? stored.disciplina : null
    const assunto = disciplina && isItem(stored.assunto) ? stored.assunto : null
    return { modulo, disciplina, assunto }
  } catch {
    return EMPTY
  }
}

let current: ManagerSelection | undefined
let currentUser: number | undefined
const listeners = new Set<() => void>()

/** Read once per user: another login in this tab starts from its own (or no) selection. */
function snapshot(): ManagerSelection {
  const user = getStoredUser()?.id
  if (current === undefined || user !== currentUser) {
    currentUser = user
    current = read()
  }
  return current
}

function write(next: ManagerSelection) {
  current = next
  try {
    window.sessionStorage.setItem(SELECTION_KEY, JSON.stringify({ ...next, usuario: getStoredUser()?.id }))
  } catch {
    // Storage may be unavailable (private mode): the selection then lasts until the page reloads.
  }
  for (const listener of listeners) listener()
}

/** Choosing (or clearing) a módulo clears disciplina and assunto; a disciplina clears the assunto. */
export function selectModulo(modulo: SelectedItem | null): void {
  const now = snapshot()
  if (now.modulo?.id === modulo?.id && now.modulo?.nome === modulo?.nome) return
  write({ modulo, disciplina: null, assunto: null })
}

export function selectDisciplina(disciplina: SelectedItem | null): void {
  const now = snapshot()
  if (!now.modulo || (now.disciplina?.id === disciplina?.id && now.disciplina?.nome === disciplina?.nome))
    return
  write({ ...now, disciplina, assunto: null })
}

export function selectAssunto(assunto: SelectedItem | null): void {
  const now = snapshot()
  if (!now.disciplina) return
  write({ ...now, assunto })
}

export function clearSelection(): void {
  write(EMPTY)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The current selection for any staff page: the chosen records and their ids (null when not chosen), and the
 * functions that change it. Pages filter their lists by `moduloId`, `disciplinaId`, `assuntoId`.
 */
export function useManagerSelection() {
  const selection = useSyncExternalStore(subscribe, snapshot, () => EMPTY)
  return {
    ...selection,
    moduloId: selection.modulo?.id ?? null,
    disciplinaId: selection.disciplina?.id ?? null,
    assuntoId: selection.assunto?.id ?? null,
    selectModulo,
    selectDisciplina,
    selectAssunto,
    clearSelection,
  }
}
