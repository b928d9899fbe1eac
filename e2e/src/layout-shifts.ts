/** Layout shifts as the browser reports them (PerformanceObserver 'layout-shift'), for the first-paint tests. */
import type { BrowserContext, Page } from 'playwright-core'

export interface LayoutShift {
  value: number
  /** The elements that moved, as tag#id.class and the start of their text. */
  sources: string[]
}

/** Starts recording every layout shift of every page the context opens, from its first paint on. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __layoutShifts: shifts })
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?'
      const id = node.id ? `#${node.id}` : ''
      const classes = Array.from(node.classList)
        .slice(0, 2)
        .map((c) => `.${c}`)
      const text = (node.textContent ?? '').trim().slice(0, 40)
      return `${node.tagName.toLowerCase()}${id}${classes.join('')} "${text}"`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node: Node | null }[]
        }
        if (!shift.hadRecentInput)
          shifts.push({ value: shift.value, sources: shift.sources.map((s) => describe(s.node)) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded on the page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)
}

/** The page's cumulative layout shift so far (the sum of every shift without recent input). */
export async function cumulativeShift(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await layoutShifts(page)
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
}

/** Runs the page's CPU `rate` times slower (Chrome DevTools' throttling), as a mid-range phone. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
