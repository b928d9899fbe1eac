import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'
import { Writable } from 'node:stream'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signUpAndLogin, type TestContext } from '../test/context.ts'
import { maskEmail, maskEmailsIn } from './email-mask.ts'
import { loggerOptions } from './logger.ts'

// The recipient of a mail in the log (decision 0003, "What the log holds"; issue 25): `r***@exemplo.com`, never the
// whole address, whether the mail is kept in the outbox or the SMTP server fails or refuses it.

/** Every line the app logs, kept in memory. */
function memoryLog() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  return { logger: { ...loggerOptions('info'), stream }, text: () => lines.join('\n') }
}

/** Signs the student up with this address and asks for a password reset link (the one mail the app sends). */
async function askResetMail(t: TestContext, email: string) {
  const { student } = await signUpAndLogin(t.app, { email })
  return t.app.inject({ method: 'POST', url: '/api/v1/cadastro/reset/senha', payload: { cpf: student.id } })
}

/** A local port nothing listens on: the SMTP connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('masking an address', () => {
  it('keeps the first character of the local part and the whole domain', () => {
    expect(maskEmail('rafaela.souza@exemplo.com')).toBe('r***@exemplo.com')
    expect(maskEmail('r@exemplo.com.br')).toBe('r***@exemplo.com.br')
    expect(maskEmail('sem-arroba')).toBe('***')
    expect(maskEmailsIn('550 5.1.1 <joao+x@mail.exemplo.com>: rejected; also ana@b.co')).toBe(
      '550 5.1.1 <j***@mail.exemplo.com>: rejected; also a***@b.co',
    )
    expect(maskEmailsIn('at file:///app/node_modules/pino@10.4.0/lib/tools.js:10')).toBe(
      'at file:///app/node_modules/pino@10.4.0/lib/tools.js:10',
    )
  })
})

describe('a mail in the log', () => {
  it('kept in the outbox (no SMTP): the recipient masked', async () => {
    const log = memoryLog()
    const t = await createTestContext({ logger: log.logger })
    try {
      expect((await askResetMail(t, 'rafaela@exemplo.com')).statusCode).toBe(200)
      expect(log.text()).toContain('mail kept in the outbox')
      expect(log.text()).toContain('"to":"r***@exemplo.com"')
      expect(log.text()).not.toContain('rafaela@exemplo.com')
    } finally {
      await t.close()
    }
  })

  it('through SMTP, refused connection: the error is logged, without the address', async () => {
    const log = memoryLog()
    const t = await createTestContext({
      logger: log.logger,
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
    })
    try {
      expect((await askResetMail(t, 'roberta@exemplo.com')).statusCode).toBe(503)
      expect(log.text()).toContain('password reset mail failed')
      expect(log.text()).toContain('ECONNREFUSED')
      expect(log.text()).not.toContain('roberta@exemplo.com')
    } finally {
      await t.close()
    }
  })

  describe('through SMTP, recipient refused by the server', () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        })
        callback(refusal)
      },
    })
    let port = 0
    beforeAll(async () => {
      smtp.listen(0, '127.0.0.1')
      await once(smtp.server, 'listening')
      port = (smtp.server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

    it('the error (message, reply and the refused list) names the recipient masked', async () => {
      const log = memoryLog()
      const t = await createTestContext({ logger: log.logger, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
      try {
        expect((await askResetMail(t, 'renata@exemplo.com')).statusCode).toBe(503)
        const line = log
          .text()
          .split('\n')
          .find((l) => l.includes('password reset mail failed'))
        expect(line).toBeDefined()
        expect(line).toContain('r***@exemplo.com')
        expect(JSON.parse(line as string).err.rejected).toEqual(['r***@exemplo.com'])
        expect(log.text()).not.toContain('renata@exemplo.com')
      } finally {
        await t.close()
      }
    })
  })
})
