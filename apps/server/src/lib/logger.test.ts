import { Writable } from 'node:stream'
import { desc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/schema/index.ts'
import { createTestContext, newStudent, signUpAndLogin, type TestContext } from '../test/context.ts'
import { loggerOptions } from './logger.ts'

/** Every line the app logs, kept in memory. */
function memoryStream() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  return { stream, lines }
}

describe('the log', () => {
  const { stream, lines } = memoryStream()
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext({
      logger: { ...loggerOptions('info'), stream },
      env: { PIX_WEBHOOK_SECRET: 'the-real-webhook-secret-0123' },
    })
  })
  afterAll(() => t.close())

  const logged = () => lines.join('\n')

  it('keeps the query string of a request out (PDF tokens, the webhook secret)', async () => {
    await t.app.inject({ url: '/api/v1/seguranca/auth/me?token=SECRET-TOKEN-abc123' })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamentos/webhook/pix?secret=SECRET2-webhook-xyz789',
      payload: { pix: [] },
    })
    expect(logged()).toContain('/api/v1/seguranca/auth/me')
    expect(logged()).toContain('/api/v1/pagamentos/webhook/pix')
    expect(logged()).not.toContain('SECRET-TOKEN-abc123')
    expect(logged()).not.toContain('SECRET2-webhook-xyz789')
  })

  it('logs a database error with its SQL, code and stack, without the values', async () => {
    // The database refuses this nickname, so the sign-up's INSERT fails with every value as a parameter.
    await t.db.execute(sql`alter table users add constraint no_falha check (nickname <> 'Falha')`)
    const student = newStudent({ apelido: 'Falha' })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cadastro', payload: student })
    expect(res.statusCode).toBe(500)
    const line = lines.find((l) => l.includes('unhandled error'))
    expect(line).toBeDefined()
    const { err } = JSON.parse(line as string)
    expect(err.message).toContain('insert into "users"')
    expect(err.code).toBe('23514')
    expect(err.stack).toContain('at ')
    expect(logged()).not.toContain('$argon2')
    expect(logged()).not.toContain(student.id)
    expect(logged()).not.toContain(student.email)
  })

  it('keeps the body of a mail without SMTP out', async () => {
    const { student } = await signUpAndLogin(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro/reset/senha',
      payload: { cpf: student.id },
    })
    expect(res.statusCode).toBe(200)
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
    expect(mail?.recipient).toBe(student.email)
    expect(logged()).toContain('mail kept in the outbox')
    for (const bodyLine of (mail?.body ?? '').split('\n').filter((l) => l.trim().length > 12))
      expect(logged()).not.toContain(bodyLine)
  })

  it('redacts passwords, tokens and secrets in logged objects', () => {
    t.app.log.info(
      {
        password: 'pw-1-hidden',
        user: { passwordConfirm: 'pw-2-hidden', token: 'tk-hidden' },
        secret: 's-hidden',
        body: { access_token: 'at-hidden', device_token: 'dt-hidden' },
        res: { headers: { 'set-cookie': 'gabarito_device=sc-hidden' } },
      },
      'redaction check',
    )
    expect(logged()).toContain('redaction check')
    expect(logged()).not.toMatch(/pw-1-hidden|pw-2-hidden|tk-hidden|s-hidden|at-hidden|dt-hidden|sc-hidden/)
  })
})
