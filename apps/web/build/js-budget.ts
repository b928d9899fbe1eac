import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * The JavaScript budgets the build enforces (decision 0041; DESIGN section 5): the entry chunk, which every screen
 * runs before it can render, stays under `entryGzipBytes` gzipped; and the chunks a screen needs to show
 * (`chartFree`: the entry's static imports, the screen's chunk and its static imports) hold no chart library.
 */
export interface JsBudget {
  entryGzipBytes: number
  /** Screens that must not load the charts, by a module their lazy chunk is made from. */
  chartFree: { name: string; module: RegExp }[]
  /** Modules of the chart library. */
  charts: RegExp
}

/** What the budget needs of an output chunk (a subset of Rollup's/Rolldown's OutputChunk). */
export interface BudgetChunk {
  fileName: string
  isEntry: boolean
  code: string
  imports: string[]
  moduleIds: string[]
}

export const GABARITO_BUDGET: JsBudget = {
  entryGzipBytes: 80 * 1024,
  chartFree: [
    { name: 'the reports hub', module: /features[\\/]reports[\\/]components[\\/]reports-hub-page\.tsx$/ },
  ],
  charts: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor)[\\/]/,
}

export const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length

/** The chunk and every chunk it imports statically, transitively: what must load before its code runs. */
export function staticGraph(start: BudgetChunk, chunks: Map<string, BudgetChunk>): BudgetChunk[] {
  const seen = new Map<string, BudgetChunk>()
  const visit = (chunk: BudgetChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const file of chunk.imports) {
      const next = chunks.get(file)
      if (next) visit(next)
    }
  }
  visit(start)
  return [...seen.values()]
}

/** The budget's findings on a bundle: each broken rule as a sentence, and the entry's gzipped size. */
export function checkBudget(list: BudgetChunk[], budget: JsBudget = GABARITO_BUDGET) {
  const chunks = new Map(list.map((chunk) => [chunk.fileName, chunk]))
  const problems: string[] = []
  const entries = list.filter((chunk) => chunk.isEntry)
  if (entries.length !== 1) problems.push(`expected one entry chunk, found ${entries.length}`)
  const entry = entries[0]
  const entryGzip = entry ? gzipSize(entry.code) : 0
  if (entry && entryGzip > budget.entryGzipBytes) {
    problems.push(
      `the entry chunk ${entry.fileName} is ${(entryGzip / 1024).toFixed(1)} KB gzipped, over the budget of ` +
        `${(budget.entryGzipBytes / 1024).toFixed(0)} KB`,
    )
  }
  const boot = entry ? staticGraph(entry, chunks) : []
  for (const screen of budget.chartFree) {
    const own = list.filter((chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => screen.module.test(id)))
    if (own.length === 0) {
      problems.push(`no chunk holds ${screen.name} (${screen.module})`)
      continue
    }
    const graph = new Map(
      [...boot, ...own.flatMap((chunk) => staticGraph(chunk, chunks))].map((c) => [c.fileName, c]),
    )
    for (const chunk of graph.values()) {
      const chart = chunk.moduleIds.find((id) => budget.charts.test(id))
      if (chart) problems.push(`${screen.name} loads the chart library: ${chunk.fileName} holds ${chart}`)
    }
  }
  return { problems, entryGzip }
}

/** Fails the build when the bundle breaks the budget (runs after the files are written, on their final code). */
export function jsBudget(budget: JsBudget = GABARITO_BUDGET): Plugin {
  return {
    name: 'gabarito:js-budget',
    apply: 'build',
    enforce: 'post',
    writeBundle(_options, bundle) {
      const list: BudgetChunk[] = []
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') list.push(output)
      }
      const { problems, entryGzip } = checkBudget(list, budget)
      if (problems.length > 0) this.error(`JavaScript budget (decision 0041):\n- ${problems.join('\n- ')}`)
      this.info(
        `entry chunk ${(entryGzip / 1024).toFixed(1)} KB gzipped (budget ${budget.entryGzipBytes / 1024} KB)`,
      )
    },
  }
}
