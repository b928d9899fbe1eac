import {
  ANSWER_KINDS,
  COMMENT_STATUSES,
  DISMISSABLE_QUALITY_REASONS,
  PAYMENT_EVENT_KINDS,
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  PROGRESS_STATES,
  QUESTION_STATUSES,
  ROLE_NAMES,
} from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openTestDatabase } from '../test/database.ts'
import type { DatabaseHandle } from './client.ts'
import { parsedRows } from './rows.ts'

// Decision 0052: every status, kind and role column is checked by the database against core's list, and a value
// outside it is refused whoever writes it (a repository, raw SQL, the seed, an operator's psql). The two columns of
// 40 million rows are enum types instead (decisions 0049 and 0066).

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

/** Each CHECK, core's values and an insert that breaks only it (checks run before foreign keys are looked at). */
const CHECKS: { name: string; values: readonly string[]; badInsert: SQL }[] = [
  {
    name: 'questions_status_check',
    values: QUESTION_STATUSES,
    badInsert: sql`insert into questions (course_id, subject_id, text_html, status) values (1, 1, '', 'published')`,
  },
  {
    name: 'comments_status_check',
    values: COMMENT_STATUSES,
    badInsert: sql`insert into comments (user_id, question_id, course_id, text, status) values (1, 1, 1, 'x', 'Lida')`,
  },
  {
    name: 'payments_status_check',
    values: PAYMENT_STATUSES,
    badInsert: sql`insert into payments (txid, user_id, plan_id, months, amount_cents, status, br_code, expires_at)
                   values ('t1', 1, 1, 1, 100, 'paid', '', now())`,
  },
  {
    name: 'payments_confirmed_by_check',
    values: PAYMENT_SOURCES,
    badInsert: sql`insert into payments (txid, user_id, plan_id, months, amount_cents, br_code, expires_at, confirmed_by)
                   values ('t2', 1, 1, 1, 100, '', now(), 'bank')`,
  },
  {
    name: 'payment_events_kind_check',
    values: PAYMENT_EVENT_KINDS,
    badInsert: sql`insert into payment_events (payment_id, kind) values (1, 'paid')`,
  },
  {
    name: 'review_dismissals_reason_check',
    values: DISMISSABLE_QUALITY_REASONS,
    badInsert: sql`insert into review_dismissals (question_id, reason, note, answers, open_comments)
                   values (1, 'duplicada', '', 0, 0)`,
  },
  {
    name: 'users_roles_check',
    values: ROLE_NAMES,
    badInsert: sql`insert into users (cpf, email, name, nickname, password_hash, roles)
                   values ('52998224725', 'a@b.c', 'Ana', 'Ana', 'x', array['Aluno', 'Root'])`,
  },
]

/** The SQLSTATE and constraint of a refused statement (drizzle wraps the driver's error as its cause). */
function violation(error: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code) return { code, constraint }
  }
  return {}
}

describe('enumeration checks', () => {
  it('hold exactly the values core declares', async () => {
    const rows = await parsedRows(
      handle.db,
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c'`,
      z.object({ name: z.string(), definition: z.string() }),
    )
    for (const check of CHECKS) {
      const definition = rows.find((r) => r.name === check.name)?.definition
      expect(definition, check.name).toBeDefined()
      const quoted = [...(definition ?? '').matchAll(/'((?:[^']|'')*)'/g)].map((m) =>
        m[1]?.replaceAll("''", "'"),
      )
      expect(quoted.sort(), check.name).toEqual([...check.values].sort())
    }
  })

  it('refuse a value outside the list', async () => {
    for (const check of CHECKS) {
      const error = await handle.db.execute(check.badInsert).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(violation(error), check.name).toEqual({ code: '23514', constraint: check.name })
    }
  })

  it('hold, as enum types, exactly the values core declares, and refuse any other (decision 0066)', async () => {
    const enums = [
      { name: 'answer_kind', values: ANSWER_KINDS },
      { name: 'progress_state', values: PROGRESS_STATES },
    ]
    for (const e of enums) {
      const rows = await parsedRows(
        handle.db,
        sql`select enumlabel as label from pg_enum where enumtypid = ${e.name}::regtype order by enumsortorder`,
        z.object({ label: z.string() }),
      )
      expect(
        rows.map((r) => r.label),
        e.name,
      ).toEqual([...e.values])
    }
    const error = await handle.db
      .execute(
        sql`insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id)
            values (1, 1, 1, true, 'SIMULADO', 1, 1)`,
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(violation(error).code).toBe('22P02')
  })

  it('take the values of the list', async () => {
    const roles = sql`${sql.param([...ROLE_NAMES])}::text[]`
    await handle.db.execute(
      sql`insert into users (cpf, email, name, nickname, password_hash, roles)
          values ('11144477735', 'ok@b.c', 'Ana', 'Ana', 'x', ${roles})`,
    )
  })
})
