import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  commentParams,
  discussionBlockJson,
  discussionModerationJson,
  discussionQueuePageJson,
  discussionQueueQuery,
  discussionQueueRowJson,
  questionParams,
  teamCommentBody,
  userParams,
} from './discussion.schemas.ts'
import {
  discussionQueue,
  type ModerationAction,
  moderateDiscussion,
  setDiscussionBlock,
  writeTeamComment,
} from './discussion.staff.service.ts'

const PERMISSION = 'comments.moderate'
const tags = ['Administração', 'Discussão']

const ACTIONS: { action: ModerationAction; pattern: string; summary: string; description: string }[] = [
  {
    action: 'aprovar',
    pattern: STAFF_API.discussion.approve.pattern,
    summary: 'Aprovar um comentário da discussão (passa a ser visto pelos alunos)',
    description: 'Zera as denúncias abertas e registra quem moderou e quando; fica no log de auditoria.',
  },
  {
    action: 'ocultar',
    pattern: STAFF_API.discussion.hide.pattern,
    summary: 'Ocultar um comentário da discussão (nenhum aluno o vê mais)',
    description:
      'Zera as denúncias abertas, desafixa e registra quem moderou e quando; fica no log de auditoria.',
  },
  {
    action: 'fixar',
    pattern: STAFF_API.discussion.pin.pattern,
    summary: 'Fixar um comentário no topo da discussão ("Destacado pela equipe")',
    description:
      'Só um comentário principal (422 para uma resposta ou um oculto); um pendente fica aprovado, com as ' +
      'denúncias zeradas e quem moderou registrado; fica no log de auditoria.',
  },
  {
    action: 'desafixar',
    pattern: STAFF_API.discussion.unpin.pattern,
    summary: 'Desafixar um comentário da discussão',
    description: 'Volta à ordem dos demais; fica no log de auditoria.',
  },
]

/** The discussion's moderation, mounted under /api/v1/admin (Admin and Gerente, as the comment screen). */
export const discussionStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.discussion.queue.pattern,
    staffRoute(PERMISSION, {
      tags,
      summary: 'Fila de moderação da discussão (protocolo DataTables): comentários pendentes e denunciados',
      description:
        'Do mais antigo ao mais novo, com a questão, o apelido e o nome do autor (só para a equipe), o texto, as ' +
        'denúncias abertas e seus motivos; busca no texto, no autor e no id da questão. Com pergunta_id, todos ' +
        'os comentários daquela questão, em qualquer situação (para fixar ou ocultar um já aprovado).',
      querystring: dataTableBody.and(discussionQueueQuery),
      response: { 200: discussionQueuePageJson },
    }),
    async (request) => discussionQueue(deps, callerOf(request), request.query, request.query.pergunta_id),
  )

  app.post(
    STAFF_API.discussion.teamComment.pattern,
    staffRoute(PERMISSION, {
      tags,
      summary: 'Escrever o comentário da equipe sob uma questão ("Comentário da equipe")',
      description:
        'Texto simples com quebras de linha, até 1.500 caracteres. Fica aprovado na hora, marcado como da equipe e ' +
        'acima de todos os comentários da questão; fica no log de auditoria. Uma questão não publicada responde 404.',
      params: questionParams,
      body: teamCommentBody,
      response: { 201: discussionQueueRowJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await writeTeamComment(deps, callerOf(request), request.params.id, request.body)),
  )

  for (const { action, pattern, summary, description } of ACTIONS)
    app.post(
      pattern,
      staffRoute(PERMISSION, {
        tags,
        summary,
        description,
        params: commentParams,
        response: { 200: discussionModerationJson },
      }),
      async (request) => moderateDiscussion(deps, callerOf(request), request.params.id, action),
    )

  for (const blocked of [true, false])
    app.post(
      (blocked ? STAFF_API.discussion.blockUser : STAFF_API.discussion.unblockUser).pattern,
      staffRoute(PERMISSION, {
        tags,
        summary: blocked
          ? 'Impedir um aluno de comentar nas discussões'
          : 'Permitir de novo que um aluno comente nas discussões',
        description: 'Repetir não muda nada; a mudança fica no log de auditoria.',
        params: userParams,
        response: { 200: discussionBlockJson },
      }),
      async (request) => setDiscussionBlock(deps, callerOf(request), request.params.userId, blocked),
    )
}
