import { Readable } from 'node:stream'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { ExportField } from '../../lib/personal-data.ts'
import { requirePermission } from '../access/access.service.ts'
import { closeDeletionRequest, takeDeletionRequest } from '../users/account-deletion.service.ts'
import { forgetCachedUser } from '../users/users.service.ts'
import { PERSONAL_DATA } from './personal-data.registry.ts'

// LGPD (decisions 0026 and 0062): the erasure and the export run every module's declaration of a person's rows
// (personal-data.registry.ts), so neither can forget a table the declarations name.

const fields = PERSONAL_DATA.flatMap((owner) => owner.exports)
const read = fields.filter((f): f is Extract<ExportField, { read: unknown }> => 'read' in f)
const streamed = fields.filter((f): f is Extract<ExportField, { batches: unknown }> => 'batches' in f)

/**
 * Carries a deletion request out, in one transaction: the request checked and locked (users), every module's eraser
 * run on the account, the request closed with its audit row (ids only). Then every instance forgets the user row,
 * so its tokens are refused at once. Admin only.
 */
export async function carryOutDeletion(deps: Deps, caller: Caller, requestId: number) {
  requirePermission(caller, 'users.delete')
  const userId = await deps.db.transaction(async (tx) => {
    const account = await takeDeletionRequest(tx, requestId)
    const person = { ...account, now: deps.clock() }
    for (const owner of PERSONAL_DATA) await owner.erase?.(tx, person)
    await closeDeletionRequest(tx, caller, requestId, person.id, person.now)
    return person.id
  })
  await forgetCachedUser(deps, userId)
  return { message: 'Os dados pessoais da conta foram excluídos.' }
}

async function* exportChunks(deps: Pick<Deps, 'db'>, userId: number, head: Record<string, unknown>) {
  yield JSON.stringify(head).slice(0, -1)
  for (const field of streamed) {
    yield `,${JSON.stringify(field.field)}:[`
    let first = true
    for await (const batch of field.batches(deps.db, userId)) {
      const items = batch.map((row) => JSON.stringify(row)).join(',')
      yield first ? items : `,${items}`
      first = false
    }
    yield ']'
  }
  yield '}'
}

/**
 * The caller's LGPD export as a stream of one JSON document: every field of every module's declaration, the short
 * ones read first (an unknown account is a 404 before anything is sent), then the long lists (the answers, the
 * progress rows) written batch by batch as they are read, so memory stays flat however many there are. Only the
 * caller's rows: every query names the caller's id.
 */
export async function myDataExport(deps: Pick<Deps, 'db' | 'clock'>, caller: Caller): Promise<Readable> {
  const head: Record<string, unknown> = { gerado_em: deps.clock().toISOString() }
  for (const field of read) head[field.field] = await field.read(deps.db, caller.id)
  return Readable.from(exportChunks(deps, caller.id, head))
}
