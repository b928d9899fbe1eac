import { IconHistory } from '@tabler/icons-react'
import type { AdminPage } from './admin-page'
import { AuditPage } from './audit/audit-page'

/**
 * The staff area's pages (decision 0017): each area adds ONE line here (keep the order of the menu).
 * `roles`: who sees and opens it; the server checks again. Everything imported here is in the admin chunk.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: 'auditoria',
    label: 'Auditoria',
    icon: IconHistory,
    roles: ['Admin'],
    component: AuditPage,
    description: 'Quem mudou o quê e quando, com o antes e o depois.',
    selection: false,
  },
]
