import { randomUUID } from 'node:crypto'
import { ANSWER_KIND, idempotencyKeyDigest } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { idempotencyKeyDigestSql } from '../modules/answers/answer-key-digest.sql.ts'
import { databaseMigratedUntil } from '../test/migrate-until.ts'
import type { DatabaseHandle } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { parsedRows } from './rows.ts'

// Migration 0040 (issue 46, decision 0066) on answers recorded before it: each keeps its mode, and its key becomes
// the digest the answer statement looks a retry up by, so a retry sent across the upgrade is still recognised.

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await databaseMigratedUntil('0039_question_progress_vacuum')
})
afterAll(() => handle.close())

const KEYS = [randomUUID(), randomUUID(), 'ffffffff-ffff-4fff-bfff-ffffffffffff', null]
const KINDS = [ANSWER_KIND.practice, ANSWER_KIND.weekly, ANSWER_KIND.review, ANSWER_KIND.exam]

describe('migration 0040 on recorded answers', () => {
  it('keeps each answer and mode, and stores its key as the digest core and the statement compute', async () => {
    await handle.db.execute(
      sql`insert into users (id, cpf, email, name, nickname, password_hash)
          values (7, '52998224725', 'a@exemplo.com.br', 'Ana', 'Ana', 'x')`,
    )
    for (const [n, key] of KEYS.entries())
      await handle.db.execute(
        sql`insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id,
                                 reference_id, idempotency_key)
            values (7, ${n + 1}, 1, true, ${KINDS[n]}, 1, 1, ${n === 1 ? 3 : null}, ${key})`,
      )
    await migrateDatabase(handle)

    const rows = await parsedRows(
      handle.db,
      sql`select id, question_id, kind::text, idempotency_key::text as key from answers order by id`,
      z.object({ id: z.number(), question_id: z.number(), kind: z.string(), key: z.string().nullable() }),
    )
    expect(rows.map((r) => r.kind)).toEqual(KINDS)
    expect(rows.map((r) => r.key)).toEqual(
      KEYS.map((key) => (key ? String(idempotencyKeyDigest(key)) : null)),
    )
    const [statement] = await parsedRows(
      handle.db,
      sql`select ${idempotencyKeyDigestSql(sql`${KEYS[0]}::uuid`)}::text as key`,
      z.object({ key: z.string() }),
    )
    expect(statement?.key).toBe(rows[0]?.key)

    const indexes = await parsedRows(
      handle.db,
      sql`select indexname as name from pg_indexes where tablename = 'answers' order by 1`,
      z.object({ name: z.string() }),
    )
    expect(indexes.map((i) => i.name)).toEqual([
      'answers_mock_once_key',
      'answers_pkey',
      'answers_question_idx',
      'answers_user_idempotency_key',
    ])
  })
})
