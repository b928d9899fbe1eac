import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('doc-references')

describe('check-doc-references', () => {
  it('fails on a backticked path or identifier the tree does not hold', () => {
    const result = run(fixture('broken'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'README.md:4: `modules/reports/reports.sql.ts` names no file or folder of the tree; write history without backticks.',
    )
    expect(result.stderr).toContain(
      'README.md:4: `reportAggregatesSql()`: reportAggregatesSql is no word of the source',
    )
    expect(result.stderr).toContain(
      'README.md:5: `answers.service.requireStaffRole`: requireStaffRole is no word',
    )
    expect(result.stderr).not.toContain('recordAnswer')
    expect(result.stderr).not.toContain('answers/answers.service.ts')
  })

  it('fails on a decision without a status line, or superseded by no decision', () => {
    const result = run(fixture('broken'))
    expect(result.stderr).toContain('docs/decisions/0001-first.md: no status line')
    expect(result.stderr).toContain('docs/decisions/0002-second.md: superseded by 0099, which is no decision')
    expect(result.stderr).toContain('5 doc reference offence(s)')
  })

  it('passes names the tree holds, build and run outputs, routes, commands, history and fenced code', () => {
    expectPasses(run(fixture('clean')))
  })

  it('passes the real tree', { timeout: 60_000 }, () => {
    expectPasses(run())
  })
})
