import { isValidCpf, parseSaoPauloDateTime, SUMMARY_LIMIT, saoPauloDayHour } from '@gabarito/core'
import { holdsStaffRole } from '@gabarito/core/permissions'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { AppError, fieldError, notFound } from '../../lib/errors.ts'
import { mediaDir, storeUploadedImage } from '../../lib/media.ts'
import { requireOwner } from '../access/access.service.ts'
import { getCourse } from '../courses/courses.service.ts'
import { findUserByCpf } from '../users/users.service.ts'
import { renderSummaryPdf } from './summaries.pdf.ts'
import * as repo from './summaries.repo.ts'
import { sanitizeSummaryHtml } from './summaries.sanitize.ts'
import { CONTENT_MAX_BYTES, SUMMARY_NOT_FOUND } from './summaries.schemas.ts'

export const LIMIT_REACHED = `Você já tem ${SUMMARY_LIMIT} resumos, o limite. Exclua um para cadastrar outro.`
export const SHARE_UNKNOWN = 'Nenhum aluno cadastrado com este CPF.'
export const SHARE_SELF = 'Este resumo já é seu: informe o CPF de outro aluno.'
export const SHARE_AGAIN = 'Este resumo já está compartilhado com este aluno.'
export const SHARE_INVALID = 'CPF inválido.'
export const SHARE_MISSING = 'Este resumo não está compartilhado com este aluno.'
/** People a student may share with for the first time in one São Paulo day (issue 25). */
export const NEW_SHARES_PER_DAY = 30
/** What the shares list shows for a staff member shared with before the rule, or made staff since. */
export const STAFF_NAME = '—'
export const SHARE_DAY_LIMIT = `Você já compartilhou com ${NEW_SHARES_PER_DAY} pessoas novas hoje. Tente novamente amanhã.`

const rowJson = (r: Pick<repo.SummaryRecord, 'id' | 'name' | 'ownerName' | 'userId' | 'active'>) => ({
  id: r.id,
  nome: r.name,
  usuario: { nome: r.ownerName },
  responsavel_id: r.userId,
  ativo: r.active,
})

const summaryJson = (r: repo.SummaryRecord) => ({
  ...rowJson(r),
  descricao: r.contentHtml,
  modulo_id: r.courseId,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
})

/**
 * The summary when the caller may read it: its owner always, a student it is shared with while it is active.
 * Anyone else gets the 404 of a summary that does not exist, so ids do not tell which exist.
 */
export async function readableSummary(deps: Deps, caller: Caller, id: number): Promise<repo.SummaryRecord> {
  const summary = await repo.findSummary(deps.db, id)
  if (summary && summary.userId === caller.id) return summary
  if (summary?.active && (await repo.isSharedWith(deps.db, id, caller.id))) return summary
  throw notFound(SUMMARY_NOT_FOUND)
}

/** The summary when the caller owns it; a reader it is shared with gets the same 404 as anyone. */
async function ownedSummary(deps: Deps, caller: Caller, id: number): Promise<repo.SummaryRecord> {
  return requireOwner(await repo.findSummary(deps.db, id), caller.id, SUMMARY_NOT_FOUND)
}

export async function summaryTable(deps: Deps, caller: Caller, courseId: number, body: DataTableBody) {
  await getCourse(deps, courseId)
  const [page, owned] = await Promise.all([
    repo.pageSummaries(deps.db, caller.id, courseId, body),
    repo.countOwned(deps.db, caller.id),
  ])
  return {
    ...page,
    data: page.data.map(rowJson),
    limite: SUMMARY_LIMIT,
    restantes: Math.max(0, SUMMARY_LIMIT - owned),
  }
}

export async function getSummary(deps: Deps, caller: Caller, id: number) {
  return summaryJson(await readableSummary(deps, caller, id))
}

export interface SummaryInput {
  nome: string
  descricao: string
  modulo_id: number
}

/** Creates a summary: at most SUMMARY_LIMIT per student, counted under the student's row lock. */
export async function createSummary(deps: Deps, caller: Caller, input: SummaryInput) {
  await getCourse(deps, input.modulo_id)
  const contentHtml = sanitizeSummaryHtml(input.descricao)
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, caller.id)
    if ((await repo.countOwned(tx, caller.id)) >= SUMMARY_LIMIT) throw fieldError('nome', LIMIT_REACHED)
    return repo.insertSummary(tx, {
      userId: caller.id,
      courseId: input.modulo_id,
      name: input.nome,
      contentHtml,
    })
  })
  return getSummary(deps, caller, id)
}

export async function updateSummary(
  deps: Deps,
  caller: Caller,
  id: number,
  input: { nome?: string; descricao?: string; ativo?: true },
) {
  await ownedSummary(deps, caller, id)
  await repo.updateSummary(deps.db, id, {
    name: input.nome,
    contentHtml: input.descricao === undefined ? undefined : sanitizeSummaryHtml(input.descricao),
    active: input.ativo,
  })
  return getSummary(deps, caller, id)
}

export async function deleteSummary(deps: Deps, caller: Caller, id: number) {
  await ownedSummary(deps, caller, id)
  await repo.deleteSummary(deps.db, id)
  return { message: 'Resumo excluído.' }
}

/** Hides the summary from everyone it is shared with; the shares stay, and come back when it is reactivated. */
export async function deactivateSummary(deps: Deps, caller: Caller, id: number) {
  await ownedSummary(deps, caller, id)
  await repo.updateSummary(deps.db, id, { active: false })
  return { message: 'Resumo desativado.' }
}

/** The staff are not offered to share with, nor named. */
const isStaff = holdsStaffRole

/**
 * Shares by CPF. A staff member's CPF gets the answer of a CPF nobody has, so the box cannot tell the staff apart;
 * and a student shares with at most NEW_SHARES_PER_DAY people new to them a day (São Paulo), counted in the
 * database under the student's row lock, so neither concurrent calls nor several instances pass it. A try at a CPF
 * that names no student counts among them (issue 45), or the box would tell without end whether a CPF is
 * registered. At the limit every CPF but those of people shared with before gets the 429, known or not (issue 25).
 */
export async function shareSummary(deps: Deps, caller: Caller, id: number, cpf: string) {
  await ownedSummary(deps, caller, id)
  if (!isValidCpf(cpf)) throw fieldError('usuario', SHARE_INVALID)
  const found = await findUserByCpf(deps, cpf)
  const student = found && !isStaff(found.roles) ? found : undefined
  if (found?.id === caller.id) throw fieldError('usuario', SHARE_SELF)
  const now = deps.clock()
  const day = saoPauloDayHour(now).day
  // The miss is kept (the transaction commits) before its 422 is thrown.
  const shared = await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, caller.id)
    const known = student !== undefined && (await repo.isContact(tx, caller.id, student.id))
    if (!known && (await newPeopleToday(tx, caller.id, now, day)) >= NEW_SHARES_PER_DAY)
      throw new AppError(429, SHARE_DAY_LIMIT, {}, { 'retry-after': String(secondsToMidnight(now)) })
    if (!student) {
      await repo.addMiss(tx, caller.id, day)
      return false
    }
    if (!(await repo.insertShare(tx, id, student.id))) throw fieldError('usuario', SHARE_AGAIN)
    if (!known) await repo.insertContact(tx, caller.id, student.id, now)
    return true
  })
  if (!shared) throw fieldError('usuario', SHARE_UNKNOWN)
  return { message: 'Resumo compartilhado.' }
}

/** The people shared with for the first time today, and today's tries at a CPF that names no student. */
async function newPeopleToday(tx: Executor, ownerId: number, now: Date, day: string) {
  const contacts = await repo.countContactsSince(tx, ownerId, saoPauloDayStart(now))
  return contacts + (await repo.countMissesOn(tx, ownerId, day))
}

const saoPauloDayStart = (now: Date) => parseSaoPauloDateTime(`${saoPauloDayHour(now).day}T00:00`) as Date
const secondsToMidnight = (now: Date) =>
  Math.max(1, Math.ceil((saoPauloDayStart(now).getTime() + 86_400_000 - now.getTime()) / 1000))

export async function unshareSummary(deps: Deps, caller: Caller, id: number, userId: number) {
  await ownedSummary(deps, caller, id)
  if (!(await repo.deleteShare(deps.db, id, userId))) throw notFound(SHARE_MISSING)
  return { message: 'Compartilhamento removido.' }
}

/** "Renata A." for "Renata Alves Souza": the first name and the next name's initial (da, de, dos… skipped). */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  const next = rest.find((part) => !/^(d[aeo]s?|e)$/i.test(part))
  return next ? `${first} ${next[0]?.toUpperCase()}.` : first
}

/**
 * The shares list is its owner's alone, so the CPFs the owner typed are shown whole (decision 0013); the names
 * shortened, and a staff member's not at all (issue 25), so a CPF typed in the share box tells little of its holder.
 */
export async function shareTable(deps: Deps, caller: Caller, id: number, body: DataTableBody) {
  await ownedSummary(deps, caller, id)
  const page = await repo.pageShares(deps.db, id, body)
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.userId,
      cpf: r.cpf,
      nome: isStaff(r.roles) ? STAFF_NAME : shortName(r.name),
    })),
  }
}

/** A summary's PDF, for whoever may read it (others: 404). */
export async function summaryPdf(deps: Deps, caller: Caller, id: number, layout: 'document' | 'page') {
  const summary = await readableSummary(deps, caller, id)
  return renderSummaryPdf(
    {
      title: summary.name,
      author: summary.ownerName,
      updatedAt: summary.updatedAt,
      html: summary.contentHtml,
      mediaDir: mediaDir(deps.config.DATA_DIR),
    },
    layout,
  )
}

export const IMAGE_REFUSED = 'Envie uma imagem PNG, JPEG, GIF ou WebP de até 2 MB.'
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

/** Keeps an image for a summary in the media store; SVG (which can carry scripts) is refused. */
export async function storeSummaryImage(deps: Deps, bytes: Buffer) {
  const limits = { maxBytes: IMAGE_MAX_BYTES, refused: IMAGE_REFUSED }
  return { url: await storeUploadedImage(deps.config.DATA_DIR, bytes, limits) }
}

export const APPEND_TOO_BIG = 'O resumo ficaria com mais de 200 kB. Escolha outro resumo ou crie um novo.'

/** Adds a piece (a practice question, its answer and explanation) at the end of the owner's summary. */
export async function appendToSummary(deps: Deps, caller: Caller, id: number, html: string) {
  await ownedSummary(deps, caller, id)
  const clean = sanitizeSummaryHtml(html)
  if (!(await repo.appendContent(deps.db, id, clean, CONTENT_MAX_BYTES))) {
    throw fieldError('descricao', APPEND_TOO_BIG)
  }
  return getSummary(deps, caller, id)
}
