import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { issueDeviceToken, setDeviceCookie } from '../auth/device-tokens.ts'
import {
  changePasswordBody,
  messageResponse,
  resetConfirmBody,
  resetPasswordBody,
  signUpBody,
  validationErrorResponse,
} from './accounts.schemas.ts'
import {
  changePassword,
  confirmPasswordReset,
  messages,
  requestPasswordReset,
  signUp,
} from './accounts.service.ts'

export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    API.accounts.signUp.pattern,
    {
      schema: {
        tags: ['Conta'],
        summary: 'Criar conta',
        description:
          'O apelido é único entre as contas: maiúsculas, acentos, caracteres invisíveis e espaços repetidos não ' +
          'contam ("Conceição" e "CONCEICAO" são o mesmo apelido). Apelido em uso, ou que não mostre nenhum ' +
          'caractere visível: 422 em apelido.',
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
    API.accounts.resetPassword.pattern,
    {
      schema: {
        tags: ['Conta'],
        summary:
          'Enviar ao e-mail do cadastro um link para criar uma nova senha (a senha atual continua valendo)',
        body: resetPasswordBody,
        response: { 200: messageResponse, 503: messageResponse },
      },
    },
    async (request) => ({ message: await requestPasswordReset(deps, request.body.cpf, request.ip) }),
  )

  app.post(
    API.accounts.confirmPasswordReset.pattern,
    {
      schema: {
        tags: ['Conta'],
        summary:
          'Criar a nova senha com o link do e-mail (uso único, vale 1 hora; os tokens anteriores deixam de valer)',
        body: resetConfirmBody,
        response: { 200: messageResponse, 422: validationErrorResponse },
      },
    },
    async (request, reply) => {
      const { message, cpf } = await confirmPasswordReset(deps, request.body)
      // The mailed link proves the account's e-mail: this browser's next login is a trusted device's.
      const now = deps.clock()
      setDeviceCookie(reply, deps.config, cpf, issueDeviceToken(deps.config.JWT_SECRET, cpf, now), now)
      return { message }
    },
  )

  app.post(
    API.accounts.changePassword.pattern,
    callerRoute(app.requireCaller, ['Conta'])({
      summary: 'Trocar a senha (os tokens anteriores deixam de valer)',
      body: changePasswordBody,
    }),
    async (request) =>
      changePassword(deps, callerOf(request), request.body.password, request.body.passwordConfirm),
  )
}
