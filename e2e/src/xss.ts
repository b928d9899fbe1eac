/** What the stored-XSS browser test shares: the payloads, the checks of a stored text and of a page. */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { gone, visit } from './gabarito.ts'
import type { BrowserPage } from './harness.ts'

/**
 * Known payloads: every one that could run sets the sentinel `window.__xss` (or calls alert, which the dialog
 * listener sees). Script tags, event handlers, javascript: and data: links, srcdoc, attribute breakers, a
 * template injection, CSS imports, mixed case, entity-encoded and mutation (mXSS) variants.
 */
export const PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<svg onload="window.__xss=1"><circle r=1 /></svg>',
  '<a href="javascript:window.__xss=1">link js</a>',
  '<a href="JaVaScRiPt:alert(1)">link js maiúsculo</a>',
  '<a href="&#106;&#97;vascript:window.__xss=1">link entidades</a>',
  '<a href="java&#x09;script:window.__xss=1">link tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link data</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '"><script>window.__xss=1</script>',
  "'><img src=x oNeRrOr=window.__xss=1>",
  "{{constructor.constructor('window.__xss=1')()}}",
  "<style>@import 'http://127.0.0.1:9/x.css';body{background:url(javascript:alert(1))}</style>",
  '<ScRiPt>window.__xss=1</sCrIpT>',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<form action="javascript:window.__xss=1"><button>enviar</button></form>',
  '<p style="background:url(javascript:window.__xss=1)">estilo</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
]

/** Every payload in one rich text, around a visible marker. */
export const richPayload = (marker: string) => `<p>${marker}</p>${PAYLOADS.join('\n')}<p>${marker} fim</p>`

/** A plain text (a name, a title) of at most `max` characters: a marker, then payloads that fit. */
export function plainPayload(marker: string, max = 150): string {
  const short = [
    '"><script>window.__xss=1</script>',
    '<img src=x onerror=alert(1)>',
    "{{constructor.constructor('alert(1)')()}}",
    '<svg onload=window.__xss=1>',
    'javascript:alert(1)',
  ]
  let text = marker
  for (const payload of short) if (text.length + 1 + payload.length <= max) text += ` ${payload}`
  return text
}

/** What the API gives back for a rich text: nothing that runs. */
export function expectInert(html: string, what: string): void {
  expect(html, what).not.toMatch(/<\s*(script|iframe|object|embed|style|svg|math|form|meta|base|noscript)\b/i)
  expect(html, what).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html, what).not.toMatch(/(href|src|action|data)\s*=\s*["']?\s*(javascript|data:text|vbscript)/i)
}

/**
 * Records every dialog and every script the page's CSP refused (an inline handler or script that reached the
 * DOM: the CSP stops it running, but it is the render that is wrong); `expectNoScriptRan` checks both.
 */
export async function watchDialogs(entry: BrowserPage): Promise<string[]> {
  const dialogs: string[] = []
  entry.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await entry.page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { __csp?: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`)
    })
  })
  return dialogs
}

export async function expectNoScriptRan(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `script ran on ${where}`,
  ).toBeUndefined()
  expect(dialogs, `dialogs on ${where}`).toEqual([])
  const refused = await page.evaluate(() => (window as { __csp?: string[] }).__csp)
  expect(refused, `scripts the CSP refused on ${where}`).toEqual([])
}

/**
 * Opens a route and waits until each marker is on the page (a native <option> is never "visible"); a plain text must be shown exactly as written.
 * Broken images of the payloads (`src=x`) are 404s of the page, not errors of the app: they are forgiven.
 */
export async function openAndCheck(
  entry: BrowserPage,
  dialogs: string[],
  route: string,
  markers: string[],
  plain: string[] = [],
): Promise<void> {
  const { page } = entry
  await visit(page, route)
  await gone(page.getByTestId('loading-overlay'))
  for (const marker of markers) {
    try {
      await page.getByText(marker).first().waitFor({ state: 'attached' })
    } catch (error) {
      // What the page showed instead (an error alert, a skeleton, another route) is what a failure needs.
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '')
      throw new Error(
        `${route}: "${marker}" never appeared at ${page.url()}; the page showed: ${shown.slice(0, 800)}`,
        {
          cause: error,
        },
      )
    }
  }
  const body = (await page.locator('body').textContent()) ?? ''
  for (const text of plain) expect(body, `${route} shows the text as written`).toContain(text)
  await expectNoScriptRan(page, dialogs, route)
  forgiveBrokenImages(entry)
}

/** Only the image 404s the payloads cause are forgiven; anything else (a CSP report above all) stays an error. */
export function forgiveBrokenImages(entry: BrowserPage): void {
  const kept = entry.errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 404 .*\/x\)$/.test(error),
  )
  entry.errors.splice(0, entry.errors.length, ...kept)
}

/** "25/11/2026 19:30" in São Paulo, `minutes` from now (the mock form's format). */
export function saoPauloDateTime(minutes: number): string {
  const date = new Date(Date.now() + minutes * 60_000)
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}
