import { formatCount, messages } from '@gabarito/core'
import type { StaffConcept } from '@gabarito/core/contract'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { AppError, fieldError, foundOr404, notFound } from '../../lib/errors.ts'
import { definedOnly } from '../../lib/staff-fields.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { courseExists } from '../courses/courses.service.ts'
import { forgetConceptCounts } from '../reports/reports.service.ts'
import * as repo from './concepts.staff.repo.ts'
import type { ConceptBody, ConceptPatch } from './concepts.staff.schemas.ts'

export const CONCEPT_NOT_FOUND = 'Conceito não encontrado.'
export const CONCEPT_NAME_TAKEN = 'Já existe um conceito com este nome.'
const ENTITY = 'conceito'

const toJson = (row: { id: number; name: string; detailsHtml: string; questions: number }): StaffConcept => ({
  id: row.id,
  nome: row.name,
  descricao: row.detailsHtml,
  perguntas: row.questions,
})

async function conceptJson(db: Executor, row: repo.ConceptRow) {
  return toJson({ ...row, name: row.description, questions: await repo.countQuestions(db, row.id) })
}

/** Concepts (the questions' tags) for the back office, every one or a course's (DataTables). */
export async function conceptTable(
  deps: Deps,
  caller: Caller,
  request: DataTableBody,
  courseId: number | undefined,
) {
  requirePermission(caller, 'concepts.edit')
  if (courseId !== undefined && !(await courseExists(deps.db, courseId))) {
    throw notFound(messages.courseNotFound)
  }
  const page = await repo.pageConcepts(deps.replica, request, courseId)
  return { ...page, data: page.data.map(toJson) }
}

const existing = (deps: Deps, id: number) => foundOr404(repo.findConcept(deps.db, id), CONCEPT_NOT_FOUND)

export async function getConcept(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'concepts.edit')
  return conceptJson(deps.db, await existing(deps, id))
}

/** Two concepts may not share a name (the tag a question shows), whatever the case. */
async function requireFreeName(deps: Deps, name: string | undefined, exceptId?: number) {
  if (name !== undefined && (await repo.sameName(deps.db, name, exceptId))) {
    throw fieldError('nome', CONCEPT_NAME_TAKEN)
  }
}

/** A unique violation from a concurrent write with the same name is the same 422. */
async function nameGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('nome', CONCEPT_NAME_TAKEN)
    throw error
  }
}

export async function createConcept(deps: Deps, caller: Caller, body: ConceptBody) {
  requirePermission(caller, 'concepts.edit')
  await requireFreeName(deps, body.nome)
  return nameGuard(() =>
    deps.db.transaction(async (tx) => {
      const after = await conceptJson(tx, await repo.insertConcept(tx, body.nome, body.descricao))
      await recordAudit(tx, caller, { action: 'criar', entity: ENTITY, entityId: after.id, after })
      return after
    }),
  )
}

/** Changes a concept; every instance then drops the concept counts it keeps for the reports. */
export async function updateConcept(deps: Deps, caller: Caller, id: number, body: ConceptPatch) {
  requirePermission(caller, 'concepts.edit')
  const current = await existing(deps, id)
  await requireFreeName(deps, body.nome, id)
  const result = await nameGuard(() =>
    deps.db.transaction(async (tx) => {
      const before = await conceptJson(tx, current)
      const values = definedOnly({ description: body.nome, detailsHtml: body.descricao })
      const row = Object.keys(values).length ? await repo.updateConcept(tx, id, values) : current
      const after = await conceptJson(tx, row)
      await recordAudit(tx, caller, { action: 'alterar', entity: ENTITY, entityId: id, before, after })
      return after
    }),
  )
  await forgetConceptCounts(deps)
  return result
}

/** Only a concept no question carries can be deleted (409 otherwise); rename it instead. */
export async function deleteConcept(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'concepts.edit')
  const current = await existing(deps, id)
  await deps.db.transaction(async (tx) => {
    const before = await conceptJson(tx, current)
    if (before.perguntas > 0) {
      throw new AppError(
        409,
        `Este conceito está em ${formatCount(before.perguntas, 'questão', 'questões')} e não pode ser excluído. Altere o nome ou a descrição.`,
      )
    }
    await repo.deleteConcept(tx, id)
    await recordAudit(tx, caller, { action: 'excluir', entity: ENTITY, entityId: id, before })
  })
  await forgetConceptCounts(deps)
  return { message: 'Conceito excluído.' }
}
