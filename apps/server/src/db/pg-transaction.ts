import { type SQL, sql } from 'drizzle-orm'
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import type { PgTransactionConfig } from 'drizzle-orm/pg-core'
import pg from 'pg'

/** What the patch reads of a session: fields drizzle declares private. */
interface SessionInternals {
  client: pg.Pool | pg.PoolClient | pg.Client
  dialect: ConstructorParameters<typeof NodePgSession>[1]
  schema: ConstructorParameters<typeof NodePgSession>[2]
  options: ConstructorParameters<typeof NodePgSession>[3]
}

/** `isolation level …, read only …`: drizzle's own rendering of a transaction's options (not in its types). */
const configSql = (tx: unknown, config: PgTransactionConfig) =>
  (tx as { getTransactionConfigSQL(config: PgTransactionConfig): SQL }).getTransactionConfigSQL(config)

type Run<T> = (tx: NodePgTransaction<Record<string, unknown>, never>) => Promise<T>

/**
 * drizzle-orm 0.45's pooled transaction runs BEGIN before its try/finally and always hands the client back as
 * healthy (drizzle-orm issues 6241 and 6114, open): a connection killed at BEGIN kept its pool slot for ever, and
 * one that died mid-transaction went back to the pool. Found when the two-instance faults test's pool could never
 * close after one instance's connections were terminated. The same transaction, with BEGIN inside the guard and a
 * client whose BEGIN or ROLLBACK failed destroyed by the pool (`release(error)`). Remove once drizzle releases a fix.
 */
export function releaseFailedTransactionClients(): void {
  NodePgSession.prototype.transaction = async function <T>(
    this: NodePgSession<Record<string, unknown>, never>,
    run: Run<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const self = this as unknown as SessionInternals
    const pooled = self.client instanceof pg.Pool
    const session = pooled
      ? new NodePgSession(await (self.client as pg.Pool).connect(), self.dialect, self.schema, self.options)
      : this
    const tx = new NodePgTransaction(self.dialect, session, self.schema as never)
    let broken: Error | undefined
    try {
      try {
        await tx.execute(sql`begin${config ? sql` ${configSql(tx, config)}` : undefined}`)
      } catch (error) {
        broken = error as Error
        throw error
      }
      try {
        const result = await run(tx as never)
        await tx.execute(sql`commit`)
        return result
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackFailed: Error) => {
          broken = rollbackFailed
        })
        throw error
      }
    } finally {
      if (pooled) ((session as unknown as SessionInternals).client as pg.PoolClient).release(broken)
    }
  } as typeof NodePgSession.prototype.transaction
}
