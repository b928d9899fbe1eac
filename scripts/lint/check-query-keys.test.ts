import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('query-keys')

// Each case starts node and the TypeScript parser: seconds on a busy machine.
describe('check-query-keys', { timeout: 60_000 }, () => {
  it('fails on a key declared twice, naming both places and why', () => {
    const result = run(fixture('copied'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      "apps/web/src/features/summaries/api/get-summary.ts:8: query key ['summaries', 'one', _] is also declared at " +
        'apps/web/src/features/summaries/api/get-summary.ts:4',
    )
    expect(result.stderr).toContain(
      "apps/web/src/features/summaries/api/get-summaries.ts:1: query key ['summaries'] is also declared at " +
        'apps/web/src/components/save-to-summary/save-to-summary-modal.tsx:5',
    )
    expect(result.stderr).toContain('two owners of one cache entry drift apart')
  })

  it("fails on a key literal in a component: an object's queryKey, a JSX queryKey, another feature's root", () => {
    const result = run(fixture('component'))
    expect(result.status).toBe(1)
    const page = 'apps/web/src/features/payments/components/payment-page.tsx'
    expect(result.stderr).toContain(`${page}:5: query key ['payments', 'oferta', _] written here`)
    expect(result.stderr).toContain(`${page}:6: query key ['courses'] written here`)
    expect(result.stderr).toContain(`${page}:9: query key ['payments', 'lista'] written here`)
    expect(result.stderr).toContain(
      "belongs in its feature's api/ folder (or lib/ when several features share it)",
    )
  })

  it('fails on a component that takes the query client (an import of it or useQueryClient)', () => {
    const copied = run(fixture('copied'))
    expect(copied.stderr).toContain(
      'apps/web/src/components/save-to-summary/save-to-summary-modal.tsx:2: query client used here',
    )
    const component = run(fixture('component'))
    expect(component.stderr).toContain(
      'apps/web/src/features/payments/components/payment-page.tsx:4: query client used here',
    )
    expect(component.stderr).toContain("calls its feature's api/ hooks and refresh functions")
  })

  it('passes keys that extend a root from lib/ or api/, and reads no tests', () => {
    expectPasses(run(fixture('clean')))
  })

  it('passes the real tree', () => {
    expectPasses(run())
  })
})
