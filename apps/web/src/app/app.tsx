import { RouterProvider } from 'react-router'
import { setUnauthorizedHandler } from '@/lib/api-client'
import { clearSession } from '@/lib/session'
import { AppProviders } from './providers'
import { router } from './router'

// A 401 on an authenticated call logs out: forget the session and go to the main page.
setUnauthorizedHandler(async () => {
  clearSession()
  await router.navigate('/', { replace: true })
})

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
