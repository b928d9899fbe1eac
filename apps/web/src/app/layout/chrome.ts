import { useMatches } from 'react-router'

/**
 * How much of the app frame a screen shows:
 * - `full`: top bar, sidebar and footer;
 * - `header`: the top bar only (login, sign-up, recovery, privacy);
 * - `none`: nothing around the page (practice and reading screens).
 */
export type Chrome = 'full' | 'header' | 'none'

export interface RouteHandle {
  chrome?: Chrome
}

/** The chrome asked by the deepest matched route that sets one; `full` by default. */
export function useChrome(): Chrome {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined
    if (handle?.chrome) return handle.chrome
  }
  return 'full'
}
