import { Navigate, Route, Routes } from 'react-router'
import { useStoredUser } from '@/lib/session'
import { canDo } from '@/lib/staff'
import { AdminIndexPage } from './admin-index-page'
import { AdminLayout } from './admin-layout'
import type { AdminPage } from './admin-page'
import { ADMIN_PAGES } from './admin-pages'

function AdminRoute({ page, pages }: { page: AdminPage; pages: readonly AdminPage[] }) {
  return (
    <AdminLayout pages={pages} selection={page.selection ?? true}>
      <page.component />
    </AdminLayout>
  )
}

/**
 * The staff area (`#/admin/*`), one lazy chunk behind RequireStaff (decision 0017): the index, and each area of
 * `ADMIN_PAGES` the caller's role opens; any other path under /admin goes back to the index.
 */
export function AdminArea() {
  const user = useStoredUser()
  const pages = ADMIN_PAGES.filter((page) => canDo(user, page.permission))
  return (
    <Routes>
      <Route
        index
        element={
          <AdminLayout pages={pages} selection>
            <AdminIndexPage pages={pages} />
          </AdminLayout>
        }
      />
      {pages.map((page) => (
        <Route key={page.path} path={`${page.path}/*`} element={<AdminRoute page={page} pages={pages} />} />
      ))}
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  )
}
