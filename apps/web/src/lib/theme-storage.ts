import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'

/** The browser's theme colour (address bar on phones): #111 when dark, the brand green otherwise (SPEC §2). */
export const THEME_COLOR = { dark: '#111', light: '#00a65a' } as const

export function setBrowserThemeColor(scheme: 'dark' | 'light'): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  meta.content = THEME_COLOR[scheme]
}

/** The device keeps the theme flag as `tema` = `dark` | `light` (SPEC section 3). */
export const THEME_KEY = 'tema'

/** Mantine reads and writes its colour scheme through the `tema` key instead of its own. */
export function temaColorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | undefined
  return {
    get(defaultValue) {
      try {
        const value = window.localStorage.getItem(THEME_KEY)
        return value === 'dark' || value === 'light' ? value : defaultValue
      } catch {
        return defaultValue
      }
    },
    set(value: MantineColorScheme) {
      try {
        if (value === 'dark' || value === 'light') window.localStorage.setItem(THEME_KEY, value)
        else window.localStorage.removeItem(THEME_KEY)
      } catch {
        // Storage unavailable: the scheme still applies to this page.
      }
    },
    subscribe(onUpdate) {
      handler = (event) => {
        if (event.storageArea === window.localStorage && event.key === THEME_KEY) {
          onUpdate(event.newValue === 'dark' ? 'dark' : 'light')
        }
      }
      window.addEventListener('storage', handler)
    },
    unsubscribe() {
      if (handler) window.removeEventListener('storage', handler)
    },
    clear() {
      try {
        window.localStorage.removeItem(THEME_KEY)
      } catch {
        // nothing to clear
      }
    },
  }
}
