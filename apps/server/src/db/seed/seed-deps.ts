import type { Config } from '../../config.ts'
import type { Database } from '../client.ts'

/** What the seed needs: the database, and the configuration (DATA_DIR for media, ADMIN_*, SEED_DEMO). */
export interface SeedDeps {
  db: Database
  config: Config
}
