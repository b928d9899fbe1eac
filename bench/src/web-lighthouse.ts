// Lighthouse (mobile preset, simulated throttling) on one page of the app, in a fresh Chromium per run.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** One Lighthouse run's figures: scores 0-100, times in ms, CLS unitless. */
export interface WebFigures {
  performance: number
  accessibility: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  /** Accessibility audits that did not pass, by id. */
  failedA11y: string[]
}

/** A page to measure: its hash route and what the device keeps in localStorage before it is opened. */
export interface WebPage {
  name: string
  route: string
  storage: Record<string, string>
}

/** Writes `storage` into the origin's localStorage (Lighthouse keeps localStorage; it clears the HTTP cache). */
async function seedStorage(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  if (Object.keys(storage).length === 0) return
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/healthz`)
    await page.evaluate((entries) => {
      // Runs in the page (bench compiles without the DOM's types).
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void }
      }
      for (const [key, value] of entries) localStorage.setItem(key, value)
    }, Object.entries(storage))
    await page.close()
  } finally {
    await browser.disconnect()
  }
}

export async function runLighthouse(origin: string, page: WebPage): Promise<WebFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  try {
    await seedStorage(chrome.port, origin, page.storage)
    const result = await lighthouse(`${origin}/#${page.route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${page.route}`)
    const { lhr } = result
    // BENCH_WEB_REPORTS=<dir> keeps each run's whole report, to read its audits (LCP's element, its phases).
    if (process.env.BENCH_WEB_REPORTS) {
      mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true })
      const name = `${page.route.replace(/\W+/g, '-')}-${Date.now()}.json`
      writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(lhr))
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.route}: ${lhr.runtimeError.message}`)
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (value === undefined) throw new Error(`Lighthouse on ${page.route}: no ${id}`)
      return value
    }
    const a11y = lhr.categories.accessibility
    const failedA11y = (a11y?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1,
      )
      .map((ref) => ref.id)
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((a11y?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      failedA11y,
    }
  } finally {
    chrome.kill()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Each figure's median over the runs (each metric on its own), and every failed audit seen in any run. */
export function medians(runs: WebFigures[]): WebFigures {
  const of = (key: Exclude<keyof WebFigures, 'failedA11y'>) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
    failedA11y: [...new Set(runs.flatMap((run) => run.failedA11y))],
  }
}
