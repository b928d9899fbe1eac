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

// Migrations 0040 and 0041 (issue 46, decisions 0066 and 0071) on answers recorded before them: each keeps its mode,
// its key becomes the digest the answer statement looks a retry up by, so a retry sent across the upgrade is still
// recognised, and an answer still queued for the fold is queued with its columns, as the fold now reads them.

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await databaseMigratedUntil('0039_question_progress_vacuum')
})
afterAll(() => handle.close())

const KEYS = [randomUUID(), randomUUID(), 'ffffffff-ffff-4fff-bfff-ffffffffffff', null]
const KINDS = [ANSWER_KIND.practice, ANSWER_KIND.weekly, ANSWER_KIND.review, ANSWER_KIND.exam]

describe('migrations 0040 and 0041 on recorded answers', () => {
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
    // The first answer waits for the fold. A progress row past a smallint (its question's row left out: the foreign
    // keys' triggers are off for the insert, as the answers above have no questions either).
    await handle.db.execute(sql`insert into aggregate_fold_queue (answer_id) select min(id) from answers`)
    await handle.db.execute(sql`set session_replication_role = replica`)
    await handle.db.execute(
      sql`insert into question_progress (user_id, subject_id, question_id, state, answers, hits, guesses)
          values (7, 1, 2, 'right', 40000, 3, 1)`,
    )
    await handle.db.execute(sql`set session_replication_role = origin`)
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
      'answers_question_idx',
      'answers_user_idempotency_key',
    ])

    const queued = await parsedRows(
      handle.db,
      sql`select answer_id, user_id, question_id, kind::text, correct, guessed from aggregate_fold_queue`,
      z.object({
        answer_id: z.coerce.number(),
        user_id: z.number(),
        question_id: z.number(),
        kind: z.string(),
        correct: z.boolean(),
        guessed: z.boolean(),
      }),
    )
    expect(queued).toEqual([
      { answer_id: rows[0]?.id, user_id: 7, question_id: 1, kind: KINDS[0], correct: true, guessed: false },
    ])
    const progress = await parsedRows(
      handle.db,
      sql`select answers, hits, guesses, pg_typeof(answers)::text as type from question_progress`,
      z.object({ answers: z.number(), hits: z.number(), guesses: z.number(), type: z.string() }),
    )
    expect(progress).toEqual([{ answers: 32767, hits: 3, guesses: 1, type: 'smallint' }])
  })
})
