import { messages, STAFF_API } from '@gabarito/core'
import { selectionOptionsJson } from '@gabarito/core/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { idParam } from '../../lib/params.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { courseOptions, subjectOptions, topicOptions } from './course-selection.staff.service.ts'

const searchQuery = z.object({
  busca: z.string().max(150, 'Use no máximo 150 caracteres.').optional(),
})

/** Mounted under /api/v1/admin: the options of the staff area's selection (módulo, disciplina, assunto). */
export const courseSelectionStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.selection.courses.pattern,
    staffRoute('staff.enter', {
      summary: 'Seleção da equipe: todos os cursos (ocultos e fora de venda também), filtrados por `busca`',
      querystring: searchQuery,
      response: { 200: selectionOptionsJson },
    }),
    async (request) => courseOptions(deps, callerOf(request), request.query.busca),
  )

  // The two levels below a course read the same way: the children of one parent, filtered by `busca`.
  const levels = [
    {
      url: STAFF_API.selection.subjects.pattern,
      summary: 'Seleção da equipe: as disciplinas de um curso (ocultas também), filtradas por `busca`',
      invalid: messages.invalidCourse,
      options: subjectOptions,
    },
    {
      url: STAFF_API.selection.topics.pattern,
      summary: 'Seleção da equipe: os assuntos de uma disciplina (ocultos também), filtrados por `busca`',
      invalid: 'Disciplina inválida.',
      options: topicOptions,
    },
  ]
  for (const { url, summary, invalid, options } of levels) {
    app.get(
      url,
      staffRoute('staff.enter', {
        summary,
        params: z.object({ id: idParam(invalid) }),
        querystring: searchQuery,
        response: { 200: selectionOptionsJson },
      }),
      async (request) => options(deps, callerOf(request), request.params.id, request.query.busca),
    )
  }
}
