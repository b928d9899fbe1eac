import { type ReactNode, useRef } from 'react'
import { useLocation } from 'react-router'
import { loginPathFor } from '@/lib/redirect'
import { hasProfile, useStoredUser } from '@/lib/session'
import { Redirect } from './redirect'

interface RequireUserProps {
  children: ReactNode
  /** When given, the user needs at least one of these profiles (perfis); others go to `/`. */
  perfis?: readonly string[]
}

/**
 * "login" routes: without a stored user go to /login?redirect=<wanted path>. A user who leaves while on the
 * page (Sair, a 401, a logout in another tab) goes to `/`, as a logout does.
 */
export function RequireUser({ children, perfis }: RequireUserProps) {
  const user = useStoredUser()
  const location = useLocation()
  const hadUser = useRef(false)
  if (!user) {
    if (hadUser.current) return <Redirect to="/" />
    return <Redirect to={loginPathFor(location.pathname + location.search)} />
  }
  hadUser.current = true
  if (!hasProfile(user, perfis)) return <Redirect to="/" />
  return children
}
