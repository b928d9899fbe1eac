import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { notFound, ValidationError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { setPositions } from './subjects.staff.repo.ts'

export const ORDER_MISMATCH = 'Envie todos os itens da lista, cada um uma vez, na nova ordem.'

/** What a subject or a topic belongs to (the course, the subject): 404 when not found, and the audit's entity. */
export interface ListParent {
  entity: string
  notFound: string
  find(tx: Executor, id: number, lock: boolean): Promise<unknown>
}

/** A course's subjects or a subject's topics: a list staff put in a new order, audited on its parent. */
export interface OrderedList {
  table: 'subjects' | 'topics'
  action: 'reordenar_disciplinas' | 'reordenar_assuntos'
  parent: ListParent
  lockedIds(tx: Executor, parentId: number): Promise<number[]>
}

/** Puts the list in the order of `ids`, which must be every one of its items, each once (422 otherwise). */
export function reorder(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  list: OrderedList,
  parentId: number,
  ids: number[],
) {
  return deps.db.transaction(async (tx) => {
    if (!(await list.parent.find(tx, parentId, false))) throw notFound(list.parent.notFound)
    const current = await list.lockedIds(tx, parentId)
    const known = new Set(current)
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
      throw new ValidationError({ ids: [ORDER_MISMATCH] })
    }
    await setPositions(tx, list.table, ids)
    const change = { action: list.action, entity: list.parent.entity, entityId: parentId }
    await recordAudit(tx, caller, { ...change, before: { ids: current }, after: { ids } })
  })
}
