import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import {
  commentParams,
  discussionBody,
  discussionCommentJson,
  discussionPageJson,
  discussionQuery,
  discussionReportBody,
  discussionVoteJson,
  messageJson,
  questionParams,
} from './discussion.schemas.ts'
import { postComment, questionDiscussion, reportComment, voteUseful } from './discussion.service.ts'

/** The students' discussion under a question (issue 31): shown to others only once the staff approve it. */
export const discussionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Discussão'])

  app.get(
    API.discussion.thread.pattern,
    route({
      summary: 'A discussão de uma questão, paginada (20 comentários principais por página)',
      description:
        'Comentários aprovados dos alunos e os do próprio aluno ainda pendentes (status pendente: "aguardando moderação"); ' +
        'os da equipe ("Comentário da equipe", equipe) primeiro, depois os destacados pela equipe (fixado), depois os mais recentes (ordem=recentes) ou os ' +
        'mais úteis (ordem=uteis); cada um com suas respostas (um nível), da mais antiga à mais nova. Os autores aparecem ' +
        'pelo apelido. O texto é texto simples com quebras de linha: mostre-o como texto, nunca como HTML. Uma questão ' +
        'que o aluno não pode ver (e a de um simulado em modo prova até o encerramento) responde 404.',
      params: questionParams,
      querystring: discussionQuery,
      response: { 200: discussionPageJson },
    }),
    async (request) => questionDiscussion(deps, callerOf(request), request.params.id, request.query),
  )

  app.post(
    API.discussion.thread.pattern,
    route({
      summary:
        'Comentar na discussão de uma questão, ou responder a um comentário (fica aguardando moderação)',
      description:
        'Texto simples com quebras de linha, até 1.500 caracteres. resposta_a responde a um comentário principal ' +
        'aprovado da mesma questão (responder a uma resposta: 422). No máximo 20 comentários por hora (429); um aluno ' +
        'bloqueado pela equipe recebe 403.',
      params: questionParams,
      body: discussionBody,
      response: { 201: discussionCommentJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await postComment(deps, callerOf(request), request.params.id, request.body)),
  )

  app.post(
    API.discussion.useful.pattern,
    route({
      summary: 'Marcar um comentário da discussão como útil (uma vez por aluno; repetir não muda nada)',
      description:
        'Não vale para o próprio comentário (422) nem para um aluno bloqueado pela equipe (403). Responde o total ' +
        'de votos "útil" do comentário.',
      params: commentParams,
      response: { 200: discussionVoteJson },
    }),
    async (request) => voteUseful(deps, callerOf(request), request.params.id, true),
  )

  app.delete(
    API.discussion.useful.pattern,
    route({
      summary: 'Desfazer o voto "útil" num comentário da discussão',
      description:
        'Responde o total de votos "útil" do comentário depois de desfeito o voto; um aluno bloqueado pela equipe ' +
        'recebe 403.',
      params: commentParams,
      response: { 200: discussionVoteJson },
    }),
    async (request) => voteUseful(deps, callerOf(request), request.params.id, false),
  )

  app.post(
    API.discussion.report.pattern,
    route({
      summary: 'Denunciar um comentário da discussão à equipe (uma vez por aluno)',
      description:
        'Com um motivo opcional (até 300 caracteres). O comentário entra na fila de moderação da equipe; denunciar ' +
        'de novo não muda nada, o próprio comentário não pode ser denunciado (422) e um aluno bloqueado pela equipe ' +
        'recebe 403.',
      params: commentParams,
      body: discussionReportBody,
      response: { 200: messageJson },
    }),
    async (request) => reportComment(deps, callerOf(request), request.params.id, request.body.motivo),
  )
}
