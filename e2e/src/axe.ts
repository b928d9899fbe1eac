/** The accessibility checks of the browser tests: axe-core over a page, keeping what it rates serious or critical. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { gone } from './gabarito.ts'
import { artifactPath } from './harness.ts'
import { animationsDone } from './toasts.ts'

/** One element axe-core finds at fault, on one screen. */
export interface AxeFinding {
  screen: string
  rule: string
  impact: string
  help: string
  target: string
  summary: string
}

/**
 * Runs axe-core (every rule of its default set) on the page as it is and returns the serious and critical
 * findings, one per element. Waits first for the loading overlay to leave and for Mantine's transitions to end.
 */
export async function seriousFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  await gone(page.getByTestId('loading-overlay'))
  // Colours are judged once the transitions (fades, the phone's sliding sidebar) have ended.
  await animationsDone(page)
  // Legacy mode runs axe in the page itself: the default opens a second page for every run, twice as slow. The
  // app has no frames for that mode to miss.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        screen,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: node.target.map(String).join(' >> '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    )
}

/** The findings as a failure message: a count per screen, then every element with the rule and axe's summary. */
export function describeFindings(findings: AxeFinding[]): string {
  const perScreen = new Map<string, number>()
  for (const finding of findings) perScreen.set(finding.screen, (perScreen.get(finding.screen) ?? 0) + 1)
  const counts = [...perScreen].map(([screen, count]) => `  ${screen}: ${count}`)
  const details = findings.map(
    (f) => `- [${f.screen}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.target}\n    ${f.summary}`,
  )
  return [`${findings.length} serious or critical axe-core findings`, ...counts, ...details].join('\n')
}

/** The screen axe-clean at each width (the phone's and the desktop's by default), with a screenshot of each. */
export async function expectAxeCleanAtWidths(
  page: Page,
  screen: string,
  widths = [360, 1280],
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const findings = await seriousFindings(page, `${screen} (${width} px)`)
    expect(findings, describeFindings(findings)).toEqual([])
    await page.screenshot({ path: artifactPath(`${screen}-${width}.png`), fullPage: true })
  }
}
