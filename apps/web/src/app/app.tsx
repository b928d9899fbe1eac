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

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <OfflineStart />
    </AppProviders>
  )
}
