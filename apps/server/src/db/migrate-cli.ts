import { loadConfig } from '../config.ts'
import { openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'

const config = loadConfig()
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })
await migrateDatabase(handle)
await handle.close()
console.log(`Migrações aplicadas (${handle.driver === 'pglite' ? config.DATA_DIR : 'PostgreSQL'}).`)
