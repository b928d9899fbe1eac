import type { Icon } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { Permission } from '@/lib/staff'

/**
 * One area of the staff back office (decision 0017), listed in `ADMIN_PAGES` (admin-pages.tsx): its nav link,
 * its card on the index page and its routes under `#/admin/<path>`.
 */
export interface AdminPage {
  /** Under `/admin`, without slashes at either end: 'cursos', 'perguntas'. The page owns `<path>/*` too. */
  path: string
  /** Link and card title, pt-BR: 'Cursos', 'Questões'. */
  label: string
  /** A @tabler/icons-react icon. */
  icon: Icon
  /** The operation of core's permission table that opens it; others are sent back to `/admin` (the server checks again). */
  permission: Permission
  /** The page; nested screens use `<Routes>` with paths relative to `<path>` ('novo', ':id'). */
  component: ComponentType
  /** One line on the index page's card. */
  description?: string
  /** Shows the módulo/disciplina/assunto selection bar above the page (default true). */
  selection?: boolean
}
