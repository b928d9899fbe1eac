/** A pool that runs statements by name (node-postgres). */
export interface NamedStatementPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}

// On PostgreSQL, the pool whose connections run a database's hot statements: client.ts opens it beside the
// database, rows.ts runs them on it. Keyed by the database object, so neither file imports the other.
const pools = new WeakMap<object, NamedStatementPool>()

export function usePreparedPool(db: object, pool: NamedStatementPool): void {
  pools.set(db, pool)
}

export function preparedPoolOf(db: object): NamedStatementPool | undefined {
  return pools.get(db)
}
