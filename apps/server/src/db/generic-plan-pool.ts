/** A pool that runs statements by name (node-postgres). */
export interface NamedStatementPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}

// On PostgreSQL, the pool whose connections keep the plan a named statement got at its first run
// (plan_cache_mode = force_generic_plan; decision 0034): client.ts opens it beside the database, rows.ts runs the
// statements that ask for it there. Keyed by the database object, so neither file imports the other.
const pools = new WeakMap<object, NamedStatementPool>()

export function useGenericPlanPool(db: object, pool: NamedStatementPool): void {
  pools.set(db, pool)
}

export function genericPlanPoolOf(db: object): NamedStatementPool | undefined {
  return pools.get(db)
}
