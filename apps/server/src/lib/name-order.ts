import { type SQL, sql } from 'drizzle-orm'
import type { TableColumn } from './page-query.ts'

/** The ICU collation of migration 0023: digits as numbers, accents and case after the letters (decision 0042). */
export const NAME_COLLATION = 'pt_br_numeric'

/**
 * A name, title or description to order by as people read it: "Resumo 2" before "Resumo 10", "ácido" beside
 * "acido" (decision 0042). Equal names still need a tie-break on a unique column.
 */
export const byName = (column: TableColumn): SQL => sql`${column} collate ${sql.raw(NAME_COLLATION)}`
