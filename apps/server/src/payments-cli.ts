// npm run payments:confirm -- <payment id>: staff confirm a PIX received outside the PSP's notification.
import { PAYMENT_SOURCE } from '@gabarito/core'
import pino from 'pino'
import { createDeps } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { commandRefusal, DataDirLockedError } from './db/data-dir-lock.ts'
import { migrateDatabase } from './db/migrate.ts'
import { memoryRateLimiter } from './lib/rate-limit.ts'
import { confirmPayment } from './modules/payments/payments.service.ts'

const MESSAGES = {
  granted: 'Pagamento confirmado: plano liberado.',
  already: 'Este pagamento já estava confirmado; nada mudou.',
  closed: 'Este pagamento foi estornado ou cancelado; nada mudou.',
  unknown: 'Pagamento não encontrado.',
  amount_mismatch: 'Valor divergente; nada mudou.',
} as const

const id = Number(process.argv[2])
if (!Number.isInteger(id) || id <= 0) {
  console.error('Uso: npm run payments:confirm -- <id do pagamento>')
  process.exit(1)
}
const config = loadConfig()
// On PGlite the server holds the data directory while it runs (decision 0039): the command refuses then, and
// the back office confirms instead. On PostgreSQL it runs beside the server, which reads plans uncached.
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  holder: 'payments:confirm',
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(
    commandRefusal(
      error,
      'confirme em Administração › Pagamentos, ou pare o servidor e rode o comando de novo.',
    ),
  )
  process.exit(1)
})
await migrateDatabase(handle)
// No mail is sent and no limit applies here; the log stays quiet so the command prints one line.
const deps = createDeps({ config, db: handle.db, limiter: memoryRateLimiter() }, pino({ level: 'silent' }))
const outcome = await confirmPayment(deps, {
  id,
  amountCents: null,
  endToEndId: null,
  paidAt: new Date(),
  by: PAYMENT_SOURCE.staff,
})
await Promise.all([handle.close(), deps.mailer.close(), deps.limiter.close(), deps.cacheEvents.close()])
console.log(MESSAGES[outcome])
process.exit(outcome === 'granted' || outcome === 'already' ? 0 : 1)
