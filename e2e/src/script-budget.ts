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
 * budget gzipped (their precompressed copies in the build), and returns how many there were and their weight.
 */
export async function expectScriptsUnderBudget(
  page: Page,
  load: () => Promise<void>,
): Promise<{ scripts: number; gzipped: number }> {
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
  return { scripts: scripts.size, gzipped }
}
