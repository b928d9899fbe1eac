import { BOOT_SCRIPT } from '@gabarito/core'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from './layout/chrome'
import { routes } from './routes'

/** Runs index.html's boot script for a hash and a stored theme; returns the attributes it set. */
function boot(hash: string, tema: string | null = null) {
  const attributes = new Map<string, string>()
  const meta = { content: '#00a65a', setAttribute: (_: string, value: string) => (meta.content = value) }
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    querySelector: () => meta,
  }
  const localStorage = { getItem: (key: string) => (key === 'tema' ? tema : null) }
  new Function('document', 'localStorage', 'location', BOOT_SCRIPT)(document, localStorage, { hash })
  return { shell: attributes.get('data-shell'), scheme: attributes.get('data-mantine-color-scheme'), meta }
}

/** Every route path of the app with its frame, its parameters filled in (`:id` as 12). */
function framedPaths(): [string, string][] {
  const layout = routes[0] as RouteObject
  return (layout.children ?? []).flatMap((route): [string, string][] => {
    if (route.index) return [['/', 'full']]
    if (!route.path || route.path === '*') return []
    const path = `/${route.path.replace(/:[a-z]+/g, '12').replace(/\*$/, 'cursos')}`
    const chrome = (route.handle as RouteHandle | undefined)?.chrome ?? 'full'
    return [[path, chrome === 'none' ? 'bare' : chrome]]
  })
}

describe("index.html's boot script", () => {
  it('draws the frame each route has (route handles), so the static shell matches what React mounts', () => {
    const paths = framedPaths()
    expect(paths.length).toBeGreaterThan(30)
    for (const [path, frame] of paths) expect([path, boot(`#${path}`).shell]).toEqual([path, frame])
    expect(paths.filter(([, frame]) => frame === 'bare').length).toBeGreaterThanOrEqual(4)
    expect(paths.filter(([, frame]) => frame === 'header').length).toBeGreaterThanOrEqual(5)
  })

  it('reads the path before the query and defaults to the full frame', () => {
    expect(boot('#/login?redirect=%2Fprofile').shell).toBe('header')
    expect(boot('#/v2/geral/perguntas?disciplina=3&assunto=4').shell).toBe('bare')
    expect(boot('').shell).toBe('full')
    expect(boot('#/nao/existe').shell).toBe('full')
    expect(boot('#/v2/geral/resumo').shell).toBe('full')
  })

  it('applies the stored dark theme and the dark browser bar; light otherwise', () => {
    expect(boot('#/', 'dark')).toMatchObject({ scheme: 'dark', meta: { content: '#111' } })
    expect(boot('#/', 'light')).toMatchObject({ scheme: undefined, meta: { content: '#00a65a' } })
    expect(boot('#/')).toMatchObject({ scheme: undefined, meta: { content: '#00a65a' } })
  })
})
