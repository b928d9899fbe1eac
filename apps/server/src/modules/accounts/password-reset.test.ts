import { createHash } from 'node:crypto'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { desc } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, passwordResets } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import {
  auth,
  createTestContext,
  login,
  newStudent,
  signUpAndLogin,
  type TestContext,
} from '../../test/context.ts'

const SENT =
  'Se o CPF estiver cadastrado, enviamos um link para criar uma nova senha ao e-mail do cadastro. ' +
  'O link vale por 1 hora. Verifique também a caixa de spam.'
const BAD_LINK = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo.'
const DONE = 'Senha redefinida com sucesso! Entre com a nova senha.'
const PUBLIC_URL = 'https://gabarito.example'
const LINK = /https:\/\/gabarito\.example\/#\/recuperar_senha\/([A-Za-z0-9_-]+)/g

const newPassword = (password: string) => ({ password, passwordConfirm: password })

function resetCalls(t: () => TestContext) {
  return {
    ask: (cpf: string) =>
      t().app.inject({ method: 'POST', url: '/api/v1/cadastro/reset/senha', payload: { cpf } }),
    confirm: (payload: object) =>
      t().app.inject({ method: 'POST', url: '/api/v1/cadastro/reset/senha/confirmar', payload }),
  }
}

describe('password reset by mail', () => {
  const received: { to: string[]; body: string }[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = ''
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body })
        callback()
      })
    },
  })
  let now = new Date('2031-05-10T12:00:00Z')
  const clock: Clock = () => now
  let t: TestContext
  const { ask, confirm } = resetCalls(() => t)

  beforeAll(async () => {
    smtp.listen(0, '127.0.0.1')
    await once(smtp.server, 'listening')
    const { port } = smtp.server.address() as AddressInfo
    t = await createTestContext({
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Gabarito <a@b.com>', PUBLIC_URL },
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  /** The mails sent to an address, quoted-printable undone. */
  function mailsTo(email: string): string[] {
    return received
      .filter((m) => m.to.includes(email))
      .map((m) =>
        m.body
          .replace(/=\r?\n/g, '')
          .replace(/(=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8')),
      )
  }
  const linksTo = (email: string) =>
    mailsTo(email).flatMap((body) => [...body.matchAll(LINK)].map((m) => m[1] as string))

  it('keeps the current password and sessions working while a link is only asked for', async () => {
    const { student, token } = await signUpAndLogin(t.app)
    for (let i = 0; i < 3; i++) {
      const res = await ask(student.id)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: SENT })
    }
    expect(await login(t.app, student.id, student.password)).toBeTypeOf('string')
    const me = await t.app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })
    expect(me.statusCode).toBe(200)
  })

  it('mails a single-use link that sets the new password and ends every older session', async () => {
    const { student, token } = await signUpAndLogin(t.app)
    expect((await ask(student.id)).statusCode).toBe(200)
    const [mail] = mailsTo(student.email)
    expect(mail).toContain('Subject: Gabarito: redefinir sua senha')
    expect(mail).toContain(`Olá, ${student.apelido}!`)
    expect(mail).toContain(`${student.id.slice(0, 3)}.***.***-${student.id.slice(9)}`)
    const [link] = linksTo(student.email)
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const res = await confirm({ token: link, ...newPassword('nova-senha-456') })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: DONE })
    expect(await login(t.app, student.id, 'nova-senha-456')).toBeTypeOf('string')
    await expect(login(t.app, student.id, student.password)).rejects.toThrow()
    const old = await t.app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })
    expect(old.statusCode).toBe(401)

    const again = await confirm({ token: link, ...newPassword('outra-senha-789') })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ message: BAD_LINK, errors: { token: [BAD_LINK] } })
    expect(await login(t.app, student.id, 'nova-senha-456')).toBeTypeOf('string')
  })

  it('stores only the SHA-256 of the link token', async () => {
    const { student } = await signUpAndLogin(t.app)
    await ask(student.id)
    const [link] = linksTo(student.email)
    const [row] = await t.db.select().from(passwordResets).orderBy(desc(passwordResets.id)).limit(1)
    expect(row?.tokenHash).toBe(
      createHash('sha256')
        .update(link as string)
        .digest('hex'),
    )
    expect(JSON.stringify(row)).not.toContain(link)
    expect(row?.expiresAt).toEqual(new Date(now.getTime() + 60 * 60 * 1000))
  })

  it('keeps older links valid until one of them is used, which closes the others', async () => {
    const { student } = await signUpAndLogin(t.app)
    await ask(student.id)
    await ask(student.id)
    const [first, second] = linksTo(student.email)
    expect(first).not.toBe(second)
    expect((await confirm({ token: first, ...newPassword('pela-primeira-1') })).statusCode).toBe(200)
    const other = await confirm({ token: second, ...newPassword('pela-segunda-2') })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors).toEqual({ token: [BAD_LINK] })
    expect(await login(t.app, student.id, 'pela-primeira-1')).toBeTypeOf('string')
  })

  it('refuses a link older than one hour and keeps the password', async () => {
    const { student } = await signUpAndLogin(t.app)
    await ask(student.id)
    await ask(student.id)
    const [older, newer] = linksTo(student.email)
    now = new Date(now.getTime() + 61 * 60 * 1000)
    const late = await confirm({ token: older, ...newPassword('tarde-demais-1') })
    expect(late.statusCode).toBe(422)
    expect(late.json().errors).toEqual({ token: [BAD_LINK] })
    expect(await login(t.app, student.id, student.password)).toBeTypeOf('string')
    // A link asked for 59 minutes before still works.
    await ask(student.id)
    now = new Date(now.getTime() + 59 * 60 * 1000)
    const [, , latest] = linksTo(student.email)
    expect((await confirm({ token: newer, ...newPassword('tarde-demais-1') })).statusCode).toBe(422)
    expect((await confirm({ token: latest, ...newPassword('a-tempo-2') })).statusCode).toBe(200)
  })

  it('refuses an unknown or missing token with the same message', async () => {
    const unknown = await confirm({ token: 'x'.repeat(43), ...newPassword('nova-senha-456') })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual({ message: BAD_LINK, errors: { token: [BAD_LINK] } })
    const missing = await confirm(newPassword('nova-senha-456'))
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ token: [BAD_LINK] })
  })

  it('applies the sign-up password rules and keeps the link for another try', async () => {
    const { student } = await signUpAndLogin(t.app)
    await ask(student.id)
    const [link] = linksTo(student.email)
    const short = await confirm({ token: link, ...newPassword('curta') })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors).toEqual({ password: ['A senha deve ter ao menos 8 caracteres.'] })
    const mismatch = await confirm({
      token: link,
      password: 'nova-senha-456',
      passwordConfirm: 'nova-senha-457',
    })
    expect(mismatch.json().errors).toEqual({ passwordConfirm: ['A confirmação não confere com a senha.'] })
    const empty = await confirm({ token: link })
    expect(Object.keys(empty.json().errors).sort()).toEqual(['password', 'passwordConfirm'])
    expect(await login(t.app, student.id, student.password)).toBeTypeOf('string')
    expect((await confirm({ token: link, ...newPassword('nova-senha-456') })).statusCode).toBe(200)
  })

  it('answers the same for an unknown CPF and mails nobody', async () => {
    const { student } = await signUpAndLogin(t.app)
    const known = await ask(student.id)
    const before = received.length
    const unknown = await ask(newStudent().id)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    expect(received.length).toBe(before)
  })

  it('needs a CPF', async () => {
    const res = await ask('')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.cpf).toEqual(['O campo CPF é obrigatório.'])
  })

  it('limits resets per CPF', async () => {
    const { student } = await signUpAndLogin(t.app)
    for (let i = 0; i < 3; i++) expect((await ask(student.id)).statusCode).toBe(200)
    const limited = await ask(student.id)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/)
  })

  it('documents the confirmation in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json()
    const route = doc.paths['/api/v1/cadastro/reset/senha/confirmar'].post
    const body = route.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties).sort()).toEqual(['password', 'passwordConfirm', 'token'])
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '422']))
  })
})

describe('password reset without SMTP', () => {
  let t: TestContext
  const { ask, confirm } = resetCalls(() => t)
  beforeAll(async () => {
    t = await createTestContext()
  })
  afterAll(() => t.close())

  it('keeps the mail with the link in the outbox', async () => {
    const { student } = await signUpAndLogin(t.app)
    expect((await ask(student.id)).statusCode).toBe(200)
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
    expect(mail?.recipient).toBe(student.email)
    const link = mail?.body.match(/\/#\/recuperar_senha\/(\S+)/)?.[1]
    expect((await confirm({ token: link, ...newPassword('nova-senha-456') })).statusCode).toBe(200)
    expect(await login(t.app, student.id, 'nova-senha-456')).toBeTypeOf('string')
  })
})

describe('password reset when the mail fails', () => {
  let t: TestContext
  const { ask } = resetCalls(() => t)
  beforeAll(async () => {
    t = await createTestContext({
      mailer: {
        send: () => Promise.reject(new Error('SMTP down')),
        close: () => Promise.resolve(),
      },
    })
  })
  afterAll(() => t.close())

  it('answers 503 and changes nothing', async () => {
    const { student } = await signUpAndLogin(t.app)
    const res = await ask(student.id)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      message: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
    })
    expect(await login(t.app, student.id, student.password)).toBeTypeOf('string')
  })
})
