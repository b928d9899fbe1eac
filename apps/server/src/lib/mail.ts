import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import { maskEmail } from './email-mask.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): Promise<void>
}

/** Real delivery through the SMTP server of SMTP_URL. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    async close() {
      transport.close()
    },
  }
}

/**
 * Without SMTP, mails are kept in the outbox table, so nothing is lost. The log names the row, never the body (a
 * body may carry a password reset link), and masks the recipient (`r***@exemplo.com`; issue 25).
 */
export function outboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: mailOutbox.id })
      log.info(
        { to: maskEmail(mail.to), subject: mail.subject, outboxId: row?.id },
        'mail kept in the outbox (no SMTP_URL)',
      )
    },
    async close() {},
  }
}
