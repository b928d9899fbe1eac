import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('module-graph')

// Each run cruises the server's files: seconds on a loaded machine.
describe('check-module-graph', { timeout: 90_000 }, () => {
  it('fails on a module circle and prints it with the import behind each arrow', () => {
    const result = run(fixture('circle'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('module circle answers -> mocks -> answers')
    expect(result.stderr).toContain(
      'mocks -> answers: apps/server/src/modules/mocks/mock-answers.service.ts -> apps/server/src/modules/answers/answers.sql.ts',
    )
  })

  it('fails on an arrow from a lower module to a higher one that is not allowed', () => {
    const result = run(fixture('upward'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('upward arrow aggregates -> courses')
    expect(result.stderr).toContain('0 module circle(s)')
  })

  it('passes a tree, where a test helper may import a module above its own', () => {
    expectPasses(run(fixture('clean')))
  })

  it('passes the real tree', () => {
    expectPasses(run())
  })
})
