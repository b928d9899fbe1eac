import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { databaseMigratedUntil } from '../test/migrate-until.ts'
import type { DatabaseHandle } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { parsedRows } from './rows.ts'

// Migration 0037 (issue 45, decision 0063) on a database that already holds what its unique index forbids: nicknames
// taken twice (in another case, with accents, with invisible characters), one that reads as nothing, one already
// named like the suffix the migration would give, and erased accounts that all read "Participante removido".

let handle: DatabaseHandle
beforeAll(async () => {
  // The database as it was before 0037.
  handle = await databaseMigratedUntil('0036_ability')
})
afterAll(() => handle.close())

const ERASED = new Date('2026-01-01T00:00:00Z')
const ROWS: [id: number, nickname: string, deletedAt: Date | null][] = [
  [9001, 'Ana', null],
  [9002, 'ANA', null],
  [9003, 'Ána\u200D', null],
  [9004, 'ana #9003', null],
  [9005, 'Ana', ERASED],
  [9006, 'Participante removido', ERASED],
  [9007, 'Participante removido', ERASED],
  [9008, '\u200D', null],
  [9009, 'x'.repeat(60), null],
  [9010, 'X'.repeat(60), null],
  [9011, 'Bruno', null],
]

describe('migration 0037 on existing data', () => {
  it('renames the later of two nicknames read alike and one that reads as nothing, then makes them unique', async () => {
    for (const [id, nickname, deletedAt] of ROWS)
      await handle.db.execute(
        sql`insert into users (id, cpf, email, name, nickname, password_hash, deleted_at)
            values (${id}, ${String(id).padStart(11, '0')}, ${`u${id}@exemplo.com.br`}, 'Aluno', ${nickname}, 'x',
                    ${deletedAt?.toISOString() ?? null})`,
      )
    await migrateDatabase(handle)

    const rows = await parsedRows(
      handle.db,
      sql`select id, nickname from users where id between 9001 and 9011 order by id`,
      z.object({ id: z.number(), nickname: z.string() }),
    )
    expect(rows.map((r) => [r.id, r.nickname])).toEqual([
      [9001, 'Ana'],
      [9002, 'ANA #9002'],
      // "ana #9003" was taken: the next suffix.
      [9003, 'Ána\u200D #9003-2'],
      [9004, 'ana #9003'],
      [9005, 'Ana'],
      [9006, 'Participante removido'],
      [9007, 'Participante removido'],
      [9008, 'Aluno #9008'],
      [9009, 'x'.repeat(60)],
      [9010, `${'X'.repeat(54)} #9010`],
      [9011, 'Bruno'],
    ])
    const taken = await handle.db
      .execute(
        sql`insert into users (cpf, email, name, nickname, password_hash)
            values ('00000009999', 'u9999@exemplo.com.br', 'Aluno', ' bruno ', 'x')`,
      )
      .then(
        () => 'inserted',
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      )
    expect(taken).toBe('users_nickname_key')
  })
})
