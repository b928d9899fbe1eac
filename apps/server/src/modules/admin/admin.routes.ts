import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { abilityStaffRoutes } from '../ability/ability.staff.routes.ts'
import { guardByPermission } from '../access/access.hooks.ts'
import { auditRoutes } from '../audit/audit.routes.ts'
import { commentStaffRoutes } from '../comments/comments.staff.routes.ts'
import { conceptStaffRoutes } from '../concepts/concepts.staff.routes.ts'
import { courseSelectionStaffRoutes } from '../courses/course-selection.staff.routes.ts'
import { courseStaffRoutes } from '../courses/courses.staff.routes.ts'
import { newsStaffRoutes } from '../courses/news.staff.routes.ts'
import { discussionStaffRoutes } from '../discussion/discussion.staff.routes.ts'
import { importStaffRoutes } from '../import/import.staff.routes.ts'
import { itemStatsStaffRoutes } from '../item-stats/item-stats.staff.routes.ts'
import { materialStaffRoutes } from '../material/material.staff.routes.ts'
import { mockStaffRoutes } from '../mocks/mocks.staff.routes.ts'
import { paymentStaffRoutes } from '../payments/payments.staff.routes.ts'
import { personalDataStaffRoutes } from '../personal-data/personal-data.staff.routes.ts'
import { questionStaffRoutes } from '../questions/questions.staff.routes.ts'
import { siteStaffRoutes } from '../site/site.staff.routes.ts'
import { userStaffRoutes } from '../users/users.staff.routes.ts'
import { staffMemberResponse } from './admin.schemas.ts'

/**
 * The staff back office, under /api/v1/admin. Each area's staff routes live in its own module
 * (`<area>.staff.routes.ts`) and are mounted here; every route declares the permission it needs
 * (`staffRoute(permission, schema)`), which `guardByPermission` checks before the body is read (anyone without it
 * gets 403; a route without one stops the server from starting), and its service checks it again with
 * `requirePermission` and writes the audit log (decisions 0016 and 0051).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireCaller)
  app.addHook('onRoute', guardByPermission)

  app.get(
    '/eu',
    staffRoute('staff.enter', {
      summary: 'Quem sou eu na equipe e com quais perfis (Admin ou Gerente)',
      response: { 200: staffMemberResponse },
    }),
    async (request) => {
      const { id, nome, apelido, perfis } = callerOf(request)
      return { id, nome, apelido, perfis }
    },
  )

  await app.register(auditRoutes, { deps })
  await app.register(courseStaffRoutes, { deps })
  await app.register(questionStaffRoutes, { deps })
  await app.register(importStaffRoutes, { deps })
  await app.register(newsStaffRoutes, { deps })
  await app.register(materialStaffRoutes, { deps })
  await app.register(conceptStaffRoutes, { deps })
  await app.register(siteStaffRoutes, { deps })
  await app.register(courseSelectionStaffRoutes, { deps })
  await app.register(mockStaffRoutes, { deps })
  await app.register(itemStatsStaffRoutes, { deps })
  await app.register(abilityStaffRoutes, { deps })
  await app.register(commentStaffRoutes, { deps })
  await app.register(discussionStaffRoutes, { deps })
  await app.register(userStaffRoutes, { deps })
  await app.register(personalDataStaffRoutes, { deps })
  await app.register(paymentStaffRoutes, { deps })
}
