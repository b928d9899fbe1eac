// `npm run bench:web`: Lighthouse 12.2.3 (mobile preset, simulated throttling) on login, home, practice and the
// reports hub of the built app, the median of BENCH_WEB_RUNS (3) runs per page, written into bench/RESULTS.md with
// the entry chunk's size, the date, the commit and the machine's load average (decision 0041).
//
// BENCH_WEB_LABEL names the row (e.g. "before"); BENCH_WEB_PAGES=login,home runs some pages only;
// BENCH_WEB_NO_BUILD=1 measures the build already in apps/web/dist; BENCH_WEB_DRY=1 writes nothing. The build goes
// to a directory of its own, so a build of apps/web/dist meanwhile (another test run) does not change what is measured.
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { medians, runLighthouse, type WebFigures, type WebPage } from './web-lighthouse.ts'
import { prepareStudent, startWebServer } from './web-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const RESULTS = path.resolve(import.meta.dirname, '../RESULTS.md')
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3)
const log = (line: string) => console.log(`[bench:web] ${line}`)

/** Gzipped sizes of what index.html loads before the app can render: the entry, its preloads, the CSS. */
export function bootSizes(dist: string) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const gz = (href: string) => statSync(path.join(dist, `${href}.gz`)).size
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error('index.html has no module script')
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  )
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string)
  return {
    entry: gz(entry),
    withPreloads: gz(entry) + preloads.reduce((sum, href) => sum + gz(href), 0),
    css: styles.reduce((sum, href) => sum + gz(href), 0),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** A run Lighthouse itself gave up on (NO_NAVSTART and the like, on a busy machine) is run again, twice at most. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts) throw error
      log(`${(error as Error).message}; running it again`)
    }
  }
}

async function main() {
  const build = !process.env.BENCH_WEB_NO_BUILD
  const dist = build
    ? mkdtempSync(path.join(os.tmpdir(), 'gabarito-bench-web-dist-'))
    : path.join(ROOT, 'apps/web/dist')
  if (build) {
    log(`building the web app into ${dist}`)
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const sizes = bootSizes(dist)
  log(`entry ${kb(sizes.entry)} gz, with its preloads ${kb(sizes.withPreloads)}, CSS ${kb(sizes.css)}`)
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim()
  const dirty = execFileSync('git', ['status', '--porcelain', 'apps/web'], { cwd: ROOT }).toString().trim()
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim()

  const server = await startWebServer(dist)
  const rows: [WebPage, WebFigures][] = []
  const loadBefore = loadavg()
  try {
    log(`server on ${server.url}; preparing a student with a plan`)
    const { token, course } = await prepareStudent(server.url)
    const session = { access_token: token, modulo: JSON.stringify(course) }
    const pages: WebPage[] = [
      { name: 'login', route: '/login', storage: {} },
      { name: 'home', route: '/', storage: session },
      { name: 'practice', route: '/v2/geral/perguntas', storage: session },
      { name: 'reports hub', route: '/v2/geral/relatorio', storage: session },
    ]
    const only = process.env.BENCH_WEB_PAGES?.split(',')
    log(`load average before: ${loadBefore}`)
    for (const page of pages.filter((p) => !only || only.includes(p.name.split(' ')[0] as string))) {
      const runs: WebFigures[] = []
      for (let i = 0; i < RUNS; i++) {
        const run = await withRetries(() => runLighthouse(server.url, page))
        log(
          `${page.name} #${i + 1}: perf ${run.performance}, a11y ${run.accessibility}, FCP ${seconds(run.fcp)}, ` +
            `LCP ${seconds(run.lcp)}, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, SI ${seconds(run.si)}` +
            (run.failedA11y.length ? `; failed: ${run.failedA11y.join(', ')}` : ''),
        )
        runs.push(run)
      }
      rows.push([page, medians(runs)])
    }
  } finally {
    await server.stop()
    if (build) rmSync(dist, { recursive: true, force: true })
  }
  const loadAfter = loadavg()
  log(`load average after: ${loadAfter}`)

  const label = process.env.BENCH_WEB_LABEL ?? ''
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16)
  const table = [
    '',
    `### ${date} UTC${label ? `: ${label}` : ''}`,
    '',
    `Commit ${commit}${dirty ? ' (with uncommitted changes under apps/web)' : ''}; ${chromium}; medians of ${RUNS} ` +
      `runs. Load average (1, 5, 15 min) before ${loadBefore}, after ${loadAfter}. Entry chunk ${kb(sizes.entry)} ` +
      `gzipped, ${kb(sizes.withPreloads)} with the chunks index.html preloads; CSS ${kb(sizes.css)}.`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | SI | entry (gz) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([page, f]) =>
        `| ${page.name} (\`#${page.route}\`) | ${f.performance} | ${f.accessibility} | ${seconds(f.fcp)} | ` +
        `${seconds(f.lcp)} | ${f.tbt.toFixed(0)} ms | ${f.cls.toFixed(3)} | ${seconds(f.si)} | ${kb(sizes.entry)} |`,
    ),
    '',
    ...rows
      .filter(([, f]) => f.failedA11y.length > 0)
      .map(([page, f]) => `Accessibility audits failed on ${page.name}: ${f.failedA11y.join(', ')}.`),
  ].join('\n')
  console.log(table)
  if (!process.env.BENCH_WEB_DRY) {
    appendFileSync(RESULTS, `${table}\n`)
    log(`written to ${RESULTS}`)
  }
}

await main()
