import { loadConfig } from '../config.ts'
import { openDatabase } from './client.ts'
import { commandRefusal, DataDirLockedError } from './data-dir-lock.ts'
import { migrateDatabase } from './migrate.ts'

const config = loadConfig()
// On PGlite the server holds the data directory while it runs (decision 0039), and it migrated it at its start.
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  holder: 'db:migrate',
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(
    commandRefusal(error, 'ele já aplicou as migrações ao iniciar; para rodar o comando, pare o servidor.'),
  )
  process.exit(1)
})
await migrateDatabase(handle)
await handle.close()
console.log(`Migrações aplicadas (${handle.driver === 'pglite' ? config.DATA_DIR : 'PostgreSQL'}).`)
