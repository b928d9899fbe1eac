// npm run cards:rebuild: makes every student's review cards from their answers (decision 0057), once, for a database
// whose answers came before issue 30's migration; the fold keeps them from then on. Safe to run again.
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { commandRefusal, DataDirLockedError } from './db/data-dir-lock.ts'
import { migrateDatabase } from './db/migrate.ts'
import { rebuildAllCards } from './modules/aggregates/aggregates.service.ts'

const config = loadConfig()
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  holder: 'cards:rebuild',
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(commandRefusal(error, 'pare o servidor e rode o comando de novo.'))
  process.exit(1)
})
await migrateDatabase(handle)
const students = await rebuildAllCards(handle.db)
console.log(`Revisões refeitas a partir das respostas de ${students} alunos.`)
await handle.close()
