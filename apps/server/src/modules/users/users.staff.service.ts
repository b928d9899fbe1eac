import { ROLES, type Role } from '@gabarito/core'
import type { StaffUser, StaffUserPage, StaffUserRow } from '@gabarito/core/contract'
import { isAdminRole, type StaffRole } from '@gabarito/core/permissions'
import type { Executor } from '../../db/client.ts'
import { UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { AppError, fieldError, notFound } from '../../lib/errors.ts'
import { plansOfUser, requirePermission } from '../access/access.service.ts'
import { endPlanNow, extendPlanEnd, findPlanOfCourse } from '../access/plan-grants.service.ts'
import { type AuditedOutcome, auditedChange, recordAudit } from '../audit/audit.service.ts'
import { paymentsOfUser } from '../payments/user-payments.service.ts'
import { sendResetLink } from './reset-links.service.ts'
import { findUserById, type UserRow } from './users.repo.ts'
import { forgetCachedUser } from './users.service.ts'
import {
  activityOf,
  findOpenDeletionRequest,
  lockAdmins,
  lockUser,
  pageUsers,
  saveBlocked,
  saveRoles,
} from './users.staff.repo.ts'

export const USER_NOT_FOUND = 'Usuário não encontrado.'
export const COURSE_NOT_FOUND = 'Curso não encontrado.'
export const ERASED = 'Os dados desta conta já foram excluídos.'
export const OWN_ADMIN = 'Você não pode retirar o seu próprio perfil de Admin.'
export const LAST_ADMIN = 'A plataforma precisa de ao menos um Admin.'
export const OWN_BLOCK = 'Você não pode bloquear a sua própria conta.'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

function rowJson(
  user: Pick<
    UserRow,
    'id' | 'name' | 'nickname' | 'email' | 'cpf' | 'roles' | 'blockedAt' | 'deletedAt' | 'createdAt'
  >,
): StaffUserRow {
  return {
    id: user.id,
    nome: user.name,
    apelido: user.nickname,
    email: user.email,
    cpf: user.cpf,
    perfis: user.roles,
    bloqueado_em: iso(user.blockedAt),
    excluido_em: iso(user.deletedAt),
    criado_em: user.createdAt.toISOString(),
  }
}

/** The users a term of 3 characters or more finds by CPF, name or e-mail; a shorter one finds nobody. Admin only. */
export async function userTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  request: DataTableBody,
  busca: string,
): Promise<StaffUserPage> {
  requirePermission(caller, 'users.read')
  const page = await pageUsers(deps.replica, request, busca)
  return { ...page, data: page.data.map(rowJson) }
}

/** A user's data, plans, payments and activity (from the aggregates, never the answers). Admin only. */
export async function getStaffUser(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  id: number,
): Promise<StaffUser> {
  requirePermission(caller, 'users.read')
  const user = await findUserById(deps.db, id)
  if (!user) throw notFound(USER_NOT_FOUND)
  const [plans, payments, activity, request] = await Promise.all([
    plansOfUser(deps, id),
    paymentsOfUser(deps, id),
    activityOf(deps.db, id),
    findOpenDeletionRequest(deps.db, id),
  ])
  const now = deps.clock()
  return {
    usuario: rowJson(user),
    planos: plans.map((p) => ({
      plano_id: p.id,
      nome: p.courseName ?? p.name,
      modulo_id: p.courseId ?? UNLIMITED_PLAN_ID,
      data_fim: p.endsAt.toISOString(),
      ativo: p.endsAt > now,
    })),
    pagamentos: payments,
    atividade: {
      ultimo_acesso: iso(user.lastLoginAt),
      respostas: activity.answers,
      ultima_resposta: activity.lastAt
        ? new Date(`${activity.lastAt.replace(' ', 'T')}-03:00`).toISOString()
        : null,
      comentarios: activity.comments,
    },
    pedido_exclusao: request ? { id: request.id, criado_em: request.createdAt.toISOString() } : null,
  }
}

/** The user row locked for a change; 404 when missing, 409 once erased. */
async function changeable(tx: Parameters<typeof lockUser>[0], id: number) {
  const user = await lockUser(tx, id)
  if (!user) throw notFound(USER_NOT_FOUND)
  if (user.deletedAt) throw new AppError(409, ERASED)
  return user
}

async function planOf(tx: Parameters<typeof lockUser>[0], courseId: number) {
  const plan = await findPlanOfCourse(tx, courseId)
  if (!plan) throw fieldError('modulo_id', COURSE_NOT_FOUND)
  return plan
}

/**
 * Grants or extends the course's plan (1: the unlimited subscription) by `meses` from the later of now and its
 * current end, audited with the reason. Admin only.
 */
export async function grantPlan(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  id: number,
  input: { modulo_id: number; meses: number; motivo: string },
) {
  requirePermission(caller, 'users.plans')
  return deps.db.transaction(async (tx) => {
    await changeable(tx, id)
    const plan = await planOf(tx, input.modulo_id)
    const change = await extendPlanEnd(tx, id, plan.id, input.meses, deps.clock())
    await recordAudit(tx, caller, {
      action: 'conceder_plano',
      entity: 'usuario',
      entityId: id,
      before: { plano_id: plan.id, data_fim: change.before },
      after: { plano_id: plan.id, data_fim: change.after, meses: input.meses, motivo: input.motivo },
    })
    return { plano_id: plan.id, modulo_id: input.modulo_id, data_fim: change.after.toISOString() }
  })
}

/** Ends the course's plan now (a plan already over keeps its end), audited. Admin only. */
export async function revokePlan(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  id: number,
  courseId: number,
) {
  requirePermission(caller, 'users.plans')
  return deps.db.transaction(async (tx) => {
    await changeable(tx, id)
    const plan = await planOf(tx, courseId)
    const change = await endPlanNow(tx, id, plan.id, deps.clock())
    if (!change) throw fieldError('modulo_id', 'Este usuário não tem este plano.')
    await recordAudit(tx, caller, {
      action: 'revogar_plano',
      entity: 'usuario',
      entityId: id,
      before: { plano_id: plan.id, data_fim: change.before },
      after: { plano_id: plan.id, data_fim: change.after },
    })
    return { plano_id: plan.id, modulo_id: courseId, data_fim: change.after.toISOString() }
  })
}

/**
 * Makes a change to account `id` with its audit row (`auditedChange`), then has every instance drop its copy of the
 * user, so that the change counts at the user's next request.
 */
async function changeAccount<T>(
  deps: Deps,
  caller: Caller,
  id: number,
  change: (tx: Executor) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  const result = await auditedChange(deps.db, caller, { entity: 'usuario', entityId: id }, change)
  await forgetCachedUser(deps, id)
  return result
}

/**
 * Gives or takes the Admin or Gerente role, audited. An Admin cannot take their own Admin role, and the last
 * Admin keeps it. Every instance drops its copy of the user, so the change counts at the next request. Admin only.
 */
export async function setRole(
  deps: Deps,
  caller: Caller,
  id: number,
  input: { perfil: StaffRole; ativo: boolean },
) {
  requirePermission(caller, 'users.roles')
  const roles = await changeAccount(deps, caller, id, async (tx) => {
    const removesAdmin = isAdminRole(input.perfil) && !input.ativo
    const admins = removesAdmin ? await lockAdmins(tx) : []
    const user = await changeable(tx, id)
    if (removesAdmin) {
      if (id === caller.id) throw fieldError('perfil', OWN_ADMIN)
      if (admins.includes(id) && admins.length <= 1) throw fieldError('perfil', LAST_ADMIN)
    }
    const without = user.roles.filter((r) => r !== input.perfil) as Role[]
    const next = input.ativo ? [...without, input.perfil] : without
    if (next.length === 0) next.push(ROLES.student)
    await saveRoles(tx, id, next)
    const action = input.ativo ? 'dar_perfil' : 'retirar_perfil'
    return { action, before: { perfis: user.roles }, after: { perfis: next }, result: next }
  })
  return { perfis: roles }
}

/**
 * Blocks an account (it cannot log in; its tokens are refused at once on every instance: the token version rises
 * and every instance drops its copy of the row) or unblocks it, audited. Admin only.
 */
export async function setBlocked(deps: Deps, caller: Caller, id: number, blocked: boolean) {
  requirePermission(caller, 'users.block')
  const blockedAt = await changeAccount(deps, caller, id, async (tx) => {
    const user = await changeable(tx, id)
    if (blocked && id === caller.id) throw new AppError(422, OWN_BLOCK)
    const at = blocked ? (user.blockedAt ?? deps.clock()) : null
    await saveBlocked(tx, id, at)
    const action = blocked ? 'bloquear' : 'desbloquear'
    return { action, before: { bloqueado_em: user.blockedAt }, after: { bloqueado_em: at }, result: at }
  })
  return { bloqueado_em: iso(blockedAt) }
}

/** Mails the user a password reset link (the student's own flow), audited once the mail left. Admin only. */
export async function sendPasswordReset(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'users.reset-password')
  const user = await findUserById(deps.db, id)
  if (!user) throw notFound(USER_NOT_FOUND)
  if (user.deletedAt) throw new AppError(409, ERASED)
  await sendResetLink(deps, user)
  await recordAudit(deps.db, caller, { action: 'enviar_redefinicao_senha', entity: 'usuario', entityId: id })
  return { message: 'Enviamos ao usuário um e-mail com o link para redefinir a senha.' }
}
