import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { errorResponse, loginBody, loginResponse, meResponse } from './auth.schemas.ts'
import { login } from './auth.service.ts'
import { presentedDeviceTokens, setDeviceCookie } from './device-tokens.ts'

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    API.auth.login.pattern,
    {
      schema: {
        tags: ['Conta'],
        summary: 'Entrar com CPF e senha',
        body: loginBody,
        response: { 200: loginResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { id: cpf, password, device_token } = request.body
      const deviceTokens = presentedDeviceTokens(request, device_token)
      const session = await login(deps, { cpf, password, address: request.ip, deviceTokens })
      setDeviceCookie(reply, deps.config, cpf, session.deviceToken, deps.clock())
      return { access_token: session.accessToken, device_token: session.deviceToken }
    },
  )

  // Used by the direct login /login/token/{token}: tells who the token belongs to, or 401.
  app.get(
    API.auth.me.pattern,
    callerRoute(app.requireCaller, ['Conta'])({
      summary: 'Quem é o portador do token',
      response: { 200: meResponse },
    }),
    async (request) => {
      const caller = callerOf(request)
      const { perfis, ...user } = caller
      return { user, perfis, endereco: null }
    },
  )
}
