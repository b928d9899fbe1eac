import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * `<Navigate replace>` that fires again on every new location. React Router's `<Navigate>` navigates from an
 * effect keyed by its target only: when a refused path is typed while the previous redirect's page is still
 * loading (the old tree, with the same `<Navigate>`, is still on screen), it is reused, its effect does not run,
 * and the refused path stays in the address bar with an empty page.
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (location) navigate(to, { replace: true })
  }, [location, navigate, to])
  return null
}
