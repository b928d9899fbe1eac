import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../auth/auth.plugin.ts'
import { changePasswordBody, messageResponse, resetPasswordBody, signUpBody } from './accounts.schemas.ts'
import { changePassword, messages, resetPassword, signUp } from './accounts.service.ts'

export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/cadastro',
    {
      schema: {
        tags: ['Conta'],
        summary: 'Criar conta',
        body: signUpBody,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      await signUp(deps, request.body, request.ip)
      return reply.code(201).send({ message: messages.signedUp })
    },
  )

  app.post(
    '/cadastro/reset/senha',
    {
      schema: {
        tags: ['Conta'],
        summary: 'Enviar uma nova senha para o e-mail do cadastro',
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await resetPassword(deps, request.body.cpf, request.ip) }),
  )

  app.post(
    '/profile/update/senha',
    {
      onRequest: app.requireCaller,
      schema: {
        tags: ['Conta'],
        summary: 'Trocar a senha (os tokens anteriores deixam de valer)',
        body: changePasswordBody,
      },
    },
    async (request) =>
      changePassword(deps, callerOf(request), request.body.password, request.body.passwordConfirm),
  )
}
