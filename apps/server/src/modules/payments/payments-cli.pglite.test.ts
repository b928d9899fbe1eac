import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { payments, userPlans, users } from '../../db/schema/index.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'gabarito-payments-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const confirm = (id: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/payments-cli.ts', id], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'false' },
    encoding: 'utf8',
  })

describe('npm run payments:confirm', () => {
  it('confirms a payment once, grants the plan, and says so in pt-BR', { timeout: 120_000 }, async () => {
    const db = await openDatabase({ dataDir })
    await migrateDatabase(db)
    const [user] = await db.db
      .insert(users)
      .values({ cpf: '52998224725', email: 'a@b.com', name: 'Aluna', nickname: 'A', passwordHash: 'x' })
      .returning()
    const [payment] = await db.db
      .insert(payments)
      .values({
        txid: 'GABCLI1',
        userId: user?.id as number,
        planId: 1,
        months: 1,
        amountCents: 3500,
        brCode: 'x',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning()
    await db.close()

    const first = confirm(String(payment?.id))
    expect(first.stdout.trim()).toBe('Pagamento confirmado: plano liberado.')
    expect(first.status).toBe(0)
    const second = confirm(String(payment?.id))
    expect(second.stdout.trim()).toBe('Este pagamento já estava confirmado; nada mudou.')
    expect(second.status).toBe(0)
    const unknown = confirm('999999')
    expect(unknown.stdout.trim()).toBe('Pagamento não encontrado.')
    expect(unknown.status).toBe(1)
    const bad = confirm('abc')
    expect(bad.stderr).toContain('Uso: npm run payments:confirm')
    expect(bad.status).toBe(1)

    const after = await openDatabase({ dataDir })
    const plans = await after.db
      .select()
      .from(userPlans)
      .where(eq(userPlans.userId, user?.id as number))
    expect(plans).toHaveLength(1)
    expect(plans[0]?.endsAt.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000)
    await after.close()
  })
})
