import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { safeRedirect } from '@/lib/redirect'
import { useStoredUser } from '@/lib/session'

/** Login and password recovery are for visitors: a logged-in user goes to the wanted page or `/`. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser()
  const [params] = useSearchParams()
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />
  return children
}
