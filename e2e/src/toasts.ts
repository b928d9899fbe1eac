/** What the toast and accessibility browser tests share: the toasts on screen, their boxes, finished transitions. */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Every toast on the page (Mantine's notifications), closing ones included. */
export function toasts(page: Page): Locator {
  return page.locator('.mantine-Notification-root')
}

/** Waits until no finite animation or transition runs (a toast sliding in, one folding away, a dialog closing). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const { endTime } = animation.effect?.getComputedTiming() ?? {}
      return animation.playState !== 'running' || endTime === Number.POSITIVE_INFINITY
    }),
  )
}

type Box = { x: number; y: number; width: number; height: number }

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The names of the controls whose boxes (in the viewport) the toast's box meets. */
async function covered(toast: Locator, controls: Record<string, Locator>): Promise<string[]> {
  const box = await toast.boundingBox()
  if (!box) throw new Error('the toast is not on screen')
  const names: string[] = []
  for (const [name, control] of Object.entries(controls)) {
    const other = await control.boundingBox()
    if (!other) throw new Error(`${name} is not on screen`)
    if (overlap(box, other)) names.push(name)
  }
  return names
}

/** The toast meets none of the controls, once it has settled (it may move the page once more after a dialog). */
export async function expectClearOf(toast: Locator, controls: Record<string, Locator>): Promise<void> {
  await expect.poll(() => covered(toast, controls), { timeout: 3_000 }).toEqual([])
}
