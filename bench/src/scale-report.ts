// The scale run's report: the table of figures, the database's size per table and the server's memory, as
// appended to bench/RESULTS.md (scale-measure.ts measures them).
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import type pg from 'pg'
import type { LoadResult } from './load.ts'
import type { ScaleSizes } from './scale-sizes.ts'

export interface Row {
  label: string
  clients: number | string
  result: Pick<LoadResult, 'p50' | 'p95' | 'p99' | 'errors'> & { perSecond?: number }
  floor?: Row
  /** How the figure is held against its floor: throughput (share of the floor's) or latency (times its p95 and p99). */
  ratio?: 'throughput' | 'latency'
  target?: { text: string; met: (r: Row['result'], floor?: Row['result']) => boolean }
}

/** A figure that is not a latency (a size, a duration), held against its target; `met` undefined: not measured. */
export interface Check {
  label: string
  value: string
  target: string
  met?: boolean
}

/** The fold's lag samples (ms) as a row's figures. */
export function percentiles(samples: number[]): Row['result'] {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: 0 }
}

export /** The highest resident memory of a process while `work` runs, in MiB (from /proc). */
async function peakMemory<T>(child: ChildProcess, work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0
  const sample = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    peak = Math.max(peak, kb / 1024)
  }
  const timer = setInterval(sample, 250)
  try {
    return [await work(), peak]
  } finally {
    clearInterval(timer)
    sample()
  }
}

export async function databaseSizes(db: pg.Client) {
  const { rows } = await db.query<{ name: string; bytes: string }>(
    `select c.relname as name, pg_total_relation_size(c.oid)::text as bytes from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc`,
  )
  const { rows: total } = await db.query<{ bytes: string }>(
    'select pg_database_size(current_database())::text as bytes',
  )
  return {
    total: Number(total[0]?.bytes),
    tables: rows.map((r) => ({ name: r.name, bytes: Number(r.bytes) })),
  }
}

const ms = (n: number) => n.toFixed(2)
const mib = (bytes: number) => (bytes / 2 ** 20).toLocaleString('en', { maximumFractionDigits: 0 })

export function resultsSection(
  S: ScaleSizes,
  rows: Row[],
  sizes: Awaited<ReturnType<typeof databaseSizes>>,
  checks: Check[],
  serverMemoryMiB: number,
  postgres: string,
  course1Questions: number,
  loadBefore: number,
): string {
  const now = new Date()
  const lines = [
    `\n## \`npm run bench:scale\`, ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
      `load average before the run ${loadBefore.toFixed(2)}; ${postgres} on the same machine, ` +
      `Node.js ${process.version}. Data (scale-data.ts): ${S.students.toLocaleString('en')} students, 3 courses, ` +
      `${S.questions.toLocaleString('en')} questions (${course1Questions.toLocaleString('en')} in course 1), ` +
      `${S.answers.toLocaleString('en')} answers over ${S.weeks} weeks, ${S.mocks} weekly mocks (the last with ` +
      `${S.students.toLocaleString('en')} participants), ${S.summaries.toLocaleString('en')} summaries; the heavy ` +
      `student has ${S.heavyAnswers.toLocaleString('en')} answers. Each load ${process.env.BENCH_SECONDS ?? 20} s after 3 s ` +
      'of warm-up, with the clients of its row.\n',
    '| measure | clients | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors | against the floor | target | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ]
  for (const r of rows) {
    const floor = r.floor?.result
    let against = ''
    if (floor && r.ratio === 'throughput')
      against = `${(((r.result.perSecond ?? 0) / (floor.perSecond ?? 1)) * 100).toFixed(0)}% of its req/s`
    if (floor && r.ratio === 'latency')
      against = `${(r.result.p95 / floor.p95).toFixed(1)}× its p95, ${(r.result.p99 / floor.p99).toFixed(1)}× its p99`
    const met = r.result.errors === 0 && (!r.target || r.target.met(r.result, floor))
    const verdict = met ? (r.target ? 'ok' : '') : '**MISS**'
    const rate = r.result.perSecond === undefined ? '' : r.result.perSecond.toFixed(0)
    lines.push(
      `| ${r.label} | ${r.clients} | ${rate} | ${ms(r.result.p50)} | ${ms(r.result.p95)} | ${ms(r.result.p99)} | ` +
        `${r.result.errors} | ${against} | ${r.target?.text ?? ''} | ${verdict} |`,
    )
  }
  lines.push(
    '',
    '| check | value | target | verdict |',
    '| --- | ---: | --- | --- |',
    ...checks.map(
      (c) =>
        `| ${c.label} | ${c.value} | ${c.target} | ${c.met === undefined ? '' : c.met ? 'ok' : '**MISS**'} |`,
    ),
    '',
    `Server memory (resident, highest during the HTTP measures): ${serverMemoryMiB.toFixed(0)} MiB. ` +
      `Database on disk: ${mib(sizes.total)} MiB; the largest tables (with their indexes):`,
    '',
    '| table | MiB | share |',
    '| --- | ---: | ---: |',
    ...sizes.tables
      .filter((t) => t.bytes > 2 ** 20)
      .map((t) => `| ${t.name} | ${mib(t.bytes)} | ${((t.bytes / sizes.total) * 100).toFixed(1)}% |`),
    '',
  )
  return lines.join('\n')
}

/** Prints the rows and checks that missed their targets and makes the run exit 1; a call that answered with an error
 * measured nothing, so it is a miss whatever its target. */
export function failOnMisses(rows: Row[], checks: Check[]): void {
  const misses = [
    ...rows
      .filter((r) => r.result.errors > 0 || (r.target && !r.target.met(r.result, r.floor?.result)))
      .map((r) => `${r.label}: ${r.target?.text}`),
    ...checks.filter((c) => c.met === false).map((c) => `${c.label}: ${c.value}, ${c.target}`),
  ]
  if (misses.length === 0) {
    console.log('[bench] every target met')
    return
  }
  console.error(`\nMISSED ${misses.length} target(s):`)
  for (const miss of misses) console.error(`  MISS ${miss}`)
  process.exitCode = 1
}
