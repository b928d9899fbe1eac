import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type BudgetChunk, checkBudget, GABARITO_BUDGET, gzipSize, jsBudget } from './js-budget.ts'

/** `kb` KB of code that gzip shrinks by a quarter only (random base64). */
const incompressible = (kb: number) => randomBytes(kb * 768).toString('base64')

function chunk(fileName: string, parts: Partial<BudgetChunk> = {}): BudgetChunk {
  return { fileName, isEntry: false, code: 'export{}', imports: [], moduleIds: [], ...parts }
}

const HUB = '/app/src/features/reports/components/reports-hub-page.tsx'
const RECHARTS = '/app/node_modules/recharts/es6/chart/LineChart.js'
const MANTINE_CHARTS = '/app/node_modules/@mantine/charts/esm/LineChart/LineChart.mjs'

/** A bundle shaped like the app's: the entry, its vendor chunks, the hub and the chart pages. */
function bundle(overrides: { entryCode?: string; hubImports?: string[]; sharedModules?: string[] } = {}) {
  return [
    chunk('assets/index.js', {
      isEntry: true,
      code: overrides.entryCode ?? 'console.log(1)',
      imports: ['assets/react.js', 'assets/shared.js'],
      moduleIds: ['/app/src/main.tsx'],
    }),
    chunk('assets/react.js', {
      moduleIds: ['/app/node_modules/react-dom/cjs/react-dom-client.production.js'],
    }),
    chunk('assets/shared.js', { moduleIds: overrides.sharedModules ?? ['/app/src/lib/api-client.ts'] }),
    chunk('assets/reports-hub-page.js', {
      imports: overrides.hubImports ?? ['assets/report-frame.js'],
      moduleIds: [HUB],
    }),
    chunk('assets/report-frame.js', { moduleIds: ['/app/src/features/reports/components/report-frame.tsx'] }),
    chunk('assets/report-pages.js', {
      imports: ['assets/report-frame.js', 'assets/charts.js'],
      moduleIds: ['/app/src/features/reports/components/report-pages.tsx'],
    }),
    chunk('assets/charts.js', { moduleIds: [MANTINE_CHARTS, RECHARTS] }),
  ]
}

describe('the JavaScript budget of the build (decision 0041)', () => {
  it('passes a bundle whose entry is small and whose hub loads no chart code', () => {
    expect(checkBudget(bundle()).problems).toEqual([])
  })

  it('fails an entry chunk over 80 KB gzipped, and measures it gzipped', () => {
    const under = checkBudget(bundle({ entryCode: incompressible(80) }))
    expect(under.problems).toEqual([])
    expect(under.entryGzip).toBeGreaterThan(55 * 1024)
    const over = checkBudget(bundle({ entryCode: incompressible(120) }))
    expect(over.problems).toEqual([
      expect.stringMatching(
        /^the entry chunk assets\/index\.js is (8[1-9]|9\d)\.\d KB gzipped, over the budget of 80 KB$/,
      ),
    ])
    // 300 KB of repeated text gzips well under the budget: raw size alone fails nothing.
    expect(checkBudget(bundle({ entryCode: 'a'.repeat(300 * 1024) })).problems).toEqual([])
    expect(gzipSize('a'.repeat(300 * 1024))).toBeLessThan(2 * 1024)
  })

  it('fails when the hub imports the charts, directly or through a shared chunk', () => {
    const direct = checkBudget(bundle({ hubImports: ['assets/report-frame.js', 'assets/charts.js'] }))
    expect(direct.problems).toEqual([
      `the reports hub loads the chart library: assets/charts.js holds ${MANTINE_CHARTS}`,
    ])
    const throughEntry = checkBudget(bundle({ sharedModules: ['/app/src/lib/api-client.ts', RECHARTS] }))
    expect(throughEntry.problems).toEqual([
      `the reports hub loads the chart library: assets/shared.js holds ${RECHARTS}`,
    ])
  })

  it('fails when the hub has no chunk of its own to check', () => {
    const withoutHub = bundle().filter((c) => c.fileName !== 'assets/reports-hub-page.js')
    expect(checkBudget(withoutHub).problems).toEqual([
      `no chunk holds the reports hub (${GABARITO_BUDGET.chartFree[0]?.module})`,
    ])
  })

  it('makes the build fail through the plugin', () => {
    const plugin = jsBudget()
    const errors: string[] = []
    const context = {
      error: (message: string) => {
        errors.push(message)
        throw new Error(message)
      },
      info: () => {},
    }
    const output = Object.fromEntries(
      bundle({ entryCode: incompressible(120) }).map((c) => [c.fileName, { ...c, type: 'chunk' }]),
    )
    const writeBundle = plugin.writeBundle as unknown as (
      this: typeof context,
      options: unknown,
      bundle: unknown,
    ) => void
    expect(() => writeBundle.call(context, {}, output)).toThrow(/JavaScript budget/)
    expect(errors[0]).toMatch(/over the budget of 80 KB/)
  })
})
