import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { deletionRequestTable } from './account-deletion.service.ts'
import {
  blockedJson,
  deletionRequestPageJson,
  grantPlanBody,
  messageJson,
  planChangeJson,
  roleBody,
  rolesJson,
  staffUserJson,
  staffUserPageJson,
  userParams,
  userPlanParams,
  userSearchQuery,
} from './users.staff.schemas.ts'
import {
  getStaffUser,
  grantPlan,
  revokePlan,
  sendPasswordReset,
  setBlocked,
  setRole,
  userTable,
} from './users.staff.service.ts'

/**
 * Mounted under /api/v1/admin: users, their plans, roles, blocks, resets and LGPD deletion requests (Admin only; a
 * request is carried out by modules/personal-data).
 */
export const userStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.users.list.pattern,
    staffRoute('users.read', {
      summary:
        'Usuários por CPF, nome ou e-mail (`busca`, 3 caracteres ou mais; protocolo DataTables; somente Admin)',
      querystring: dataTableBody.and(userSearchQuery),
      response: { 200: staffUserPageJson },
    }),
    async (request) => userTable(deps, callerOf(request), request.query, request.query.busca),
  )

  app.get(
    STAFF_API.users.one.pattern,
    staffRoute('users.read', {
      summary: 'Um usuário: dados, planos, pagamentos e atividade (somente Admin)',
      params: userParams,
      response: { 200: staffUserJson },
    }),
    async (request) => getStaffUser(deps, callerOf(request), request.params.id),
  )

  app.post(
    STAFF_API.users.grantPlan.pattern,
    staffRoute('users.plans', {
      summary: 'Conceder ou prorrogar um plano por N meses, com o motivo (modulo_id 1: assinatura ilimitada)',
      params: userParams,
      body: grantPlanBody,
      response: { 200: planChangeJson },
    }),
    async (request) => grantPlan(deps, callerOf(request), request.params.id, request.body),
  )

  app.post(
    STAFF_API.users.revokePlan.pattern,
    staffRoute('users.plans', {
      summary: 'Revogar um plano: a data de fim passa a ser agora (somente Admin)',
      params: userPlanParams,
      response: { 200: planChangeJson },
    }),
    async (request) => revokePlan(deps, callerOf(request), request.params.id, request.params.moduloId),
  )

  app.put(
    STAFF_API.users.roles.pattern,
    staffRoute('users.roles', {
      summary: 'Dar ou retirar o perfil Admin ou Gerente (o último Admin fica; somente Admin)',
      params: userParams,
      body: roleBody,
      response: { 200: rolesJson },
    }),
    async (request) => setRole(deps, callerOf(request), request.params.id, request.body),
  )

  for (const [path, blocked] of [
    [STAFF_API.users.block.pattern, true],
    [STAFF_API.users.unblock.pattern, false],
  ] as const) {
    app.post(
      path,
      staffRoute('users.block', {
        summary: blocked
          ? 'Bloquear a conta: não entra mais e seus tokens param de valer na hora (somente Admin)'
          : 'Desbloquear a conta (somente Admin)',
        params: userParams,
        response: { 200: blockedJson },
      }),
      async (request) => setBlocked(deps, callerOf(request), request.params.id, blocked),
    )
  }

  app.post(
    STAFF_API.users.resetPassword.pattern,
    staffRoute('users.reset-password', {
      summary: 'Enviar ao usuário o e-mail de redefinição de senha (somente Admin)',
      params: userParams,
      response: { 200: messageJson },
    }),
    async (request) => sendPasswordReset(deps, callerOf(request), request.params.id),
  )

  app.get(
    STAFF_API.deletions.list.pattern,
    staffRoute('users.delete', {
      summary:
        'Pedidos de exclusão de conta (LGPD), os abertos primeiro (protocolo DataTables; somente Admin)',
      querystring: dataTableBody,
      response: { 200: deletionRequestPageJson },
    }),
    async (request) => deletionRequestTable(deps, callerOf(request), request.query),
  )
}
