import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { MantineProvider, useComputedColorScheme } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { LoadingOverlay } from '@/components/loading-overlay'
import { listenEscapeForErrorToasts } from '@/lib/notify'
import { queryClient, useCacheOfUser } from '@/lib/query-client'
import { useStoredUser } from '@/lib/session'
import { setBrowserThemeColor, temaColorSchemeManager } from '@/lib/theme-storage'
import { ModalsProvider, Notifications } from './deferred-overlays'
import { cssVariablesResolver, theme } from './theme'

const colorSchemeManager = temaColorSchemeManager()

/** Cached answers belong to the user who asked (see useCacheOfUser). */
function SessionCacheReset() {
  useCacheOfUser(useStoredUser()?.id ?? null)
  return null
}

/** The browser's bar follows the theme on every screen, from the first paint after start. */
function BrowserThemeColor() {
  const scheme = useComputedColorScheme('light')
  useEffect(() => setBrowserThemeColor(scheme), [scheme])
  return null
}

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => listenEscapeForErrorToasts(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          {/* At the bottom, clear of the header and the forms; one of each kind (decision 0038). */}
          <Notifications position="bottom-right" zIndex={1000} limit={3} />
          <SessionCacheReset />
          <BrowserThemeColor />
          <LoadingOverlay />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  )
}
