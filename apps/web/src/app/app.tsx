import { useLayoutEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { setUnauthorizedHandler } from '@/lib/api-client'
import { toastsFollowScreen } from '@/lib/notify'
import { clearSession } from '@/lib/session'
import { OfflineStart } from './offline-start'
import { AppProviders } from './providers'
import { router } from './router'

// A 401 on an authenticated call logs out: forget the session and go to the main page.
setUnauthorizedHandler(async () => {
  clearSession()
  await router.navigate('/', { replace: true })
})

// An error toast belongs to the screen it was raised on (decision 0038).
toastsFollowScreen(router.state.location.pathname)
router.subscribe((state) => toastsFollowScreen(state.location.pathname))

/**
 * RouterProvider reads the router's state while it renders and subscribes to it in a layout effect. The first
 * render is a sliced transition (main.tsx), so an address changed in between (a link followed, or a hash typed,
 * while the app starts on a slow phone) was never shown: the old screen stayed under the new address. This runs
 * after RouterProvider's subscription (a parent's layout effects run after its children's) and announces the state
 * again when its location moved meanwhile.
 */
function useRouterCatchUp() {
  const [renderedLocation] = useState(() => router.state.location)
  useLayoutEffect(() => {
    if (router.state.location !== renderedLocation) void router.revalidate()
  }, [renderedLocation])
}

export function App() {
  useRouterCatchUp()
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <OfflineStart />
    </AppProviders>
  )
}
