/** The JavaScript a screen downloads, against DESIGN section 5's budget. */
import { statSync } from 'node:fs'
import path from 'node:path'
import type { Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { WEB_DIST } from './harness.ts'

/** DESIGN section 5: a screen opened afresh loads under 200 KB of gzipped JavaScript. */
const BUDGET_BYTES = 200 * 1024

/**
 * Runs `load` (opening or reloading a screen), checks that its scripts, split in more than one file, weigh under the
 * budget gzipped (their precompressed copies in the build), and prints the figure under `screen` for the log.
 */
export async function expectScriptsUnderBudget(
  screen: string,
  page: Page,
  load: () => Promise<void>,
): Promise<void> {
  const scripts = new Set<string>()
  const record = (response: Response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('.js')) scripts.add(pathname)
  }
  page.on('response', record)
  await load()
  page.off('response', record)
  const gzipped = [...scripts].reduce(
    (sum, script) => sum + statSync(path.join(WEB_DIST, `${script}.gz`)).size,
    0,
  )
  expect(scripts.size).toBeGreaterThan(1)
  expect(gzipped).toBeLessThan(BUDGET_BYTES)
  console.info(`${screen}: ${scripts.size} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`)
}
