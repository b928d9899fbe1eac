import { isAdminRole } from '@gabarito/core/permissions'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { DataDirLockedError, serverRefusal } from './db/data-dir-lock.ts'
import { migrateDatabase } from './db/migrate.ts'
import { seedDatabase } from './db/seed/index.ts'
import { processLog } from './lib/logger.ts'

async function main() {
  const config = loadConfig()
  // On PGlite the data directory is this process's until it closes (decision 0039): a second server refuses.
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    dataDir: config.DATA_DIR,
    holder: 'server',
  })
  await migrateDatabase(handle)
  const staff = await seedDatabase({ db: handle.db, config })
  const app = await buildApp({ config, db: handle.db, replica: handle.replica, jobs: true })
  app.addHook('onClose', () => handle.close())

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'closing')
    await app.close()
  })

  await app.listen({ port: config.PORT, host: config.HOST })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const where = handle.driver === 'pglite' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL'
  console.log(`\nGabarito no ar em http://localhost:${port} (banco: ${where})`)
  console.log(`Documentação da API: http://localhost:${port}/api/docs`)
  for (const account of staff) {
    const env = isAdminRole(account.role) ? 'ADMIN_PASSWORD' : 'MANAGER_PASSWORD'
    console.log(`\nConta de ${account.role} criada nesta primeira partida:`)
    console.log(`  CPF:   ${account.cpf}`)
    if (account.generated)
      console.log(`  Senha: ${account.password}   (anote: ela não será mostrada de novo)`)
    else console.log(`  Senha: a de ${env}`)
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message)
  else if (error instanceof DataDirLockedError) console.error(serverRefusal(error))
  // Through the logger's error serializer: a failed seed query would otherwise print its values (the Admin's hash).
  else processLog.fatal({ err: error }, 'start failed')
  process.exit(1)
})
