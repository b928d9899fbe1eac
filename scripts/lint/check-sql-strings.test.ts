import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('sql-strings')

describe('check-sql-strings', { timeout: 60_000 }, () => {
  it('fails on sql.raw of built text, joined text given to execute or query, and a statement in a template string', () => {
    const result = run(fixture('broken'))
    expect(result.status).toBe(1)
    const repo = 'apps/server/src/modules/things/things.repo.ts'
    expect(result.stderr).toContain(
      `${repo}:4: sql.raw(\`select * from things where id in (\${ids.join(', ')})\`)`,
    )
    expect(result.stderr).toContain(`${repo}:5: sql.raw(column) with text built at run time`)
    expect(result.stderr).toContain(`${repo}:6: .query() given text joined by hand`)
    expect(result.stderr).toContain(`${repo}:7: a statement assembled in a template string`)
    expect(result.stderr).toContain("raw SQL is written with drizzle's sql template and the schema's objects")
    expect(result.stderr).toContain('5 SQL string offence(s)')
    expect(result.stderr).not.toContain('db/schema/things.ts')
  })

  it('passes sql templates, sql.join, sql.raw of a literal or an UPPER_CASE constant, and a message', () => {
    expectPasses(run(fixture('clean')))
  })

  it('passes the real tree', () => {
    expectPasses(run())
  })
})
