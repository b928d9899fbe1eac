import type { ReactNode } from 'react'
import { STAFF_ROLES } from '@/lib/staff'
import { RequireUser } from './require-user'

/**
 * The staff area (`#/admin`, decision 0017): a visitor goes to the login (and back after it), a student to `/`.
 * The area's code is a lazy chunk rendered only inside this guard, so neither downloads it.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  return <RequireUser perfis={STAFF_ROLES}>{children}</RequireUser>
}
